import * as v from 'valibot'
import { sendWalletRequest } from '../../actions/sendWalletRequest.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { readAccountType } from '../../utils/readAccountType.ts'
import type { SendContext } from './getSendContext.ts'

const capabilitiesSchema = v.record(
  v.string(),
  v.looseObject({
    paymasterService: v.optional(v.looseObject({ supported: v.optional(v.boolean()) })),
  }),
)

/**
 * Whether the transfer's gas is paid for the visitor: only for the embedded wallet's smart
 * account, whose wallet_getCapabilities says `paymasterService.supported` exactly where the
 * project sponsors gas on that network. Another wallet's `paymasterService` means it takes a
 * dApp's paymaster, not that gas is free, so it is not asked. Any failure is false: the fee is
 * then estimated as usual.
 */
export async function isGasSponsored(
  config: PorticoConfig,
  context: SendContext,
): Promise<boolean> {
  const { namespace, network, from } = context
  if (namespace !== 'eip155' || !network || !from) return false
  const { stores } = config
  const { type, switchable } = readAccountType({
    connection: stores.connection.getState().namespaces[namespace],
    account: stores.account.getState().namespaces[namespace],
    connectors: stores.connectors.getState().connectors,
  })
  if (!switchable || type !== 'smartAccount') return false
  const chainId = `0x${Number(network.id).toString(16)}`
  try {
    const answer = await sendWalletRequest(config, {
      method: 'wallet_getCapabilities',
      params: [from, [chainId]],
      namespace,
    })
    const parsed = v.safeParse(capabilitiesSchema, answer)
    return parsed.success && parsed.output[chainId]?.paymasterService?.supported === true
  } catch {
    return false
  }
}
