import { resolveName } from '../../actions/resolveName.ts'
import { NameResolutionError } from '../../errors/names.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SendReceiverName } from '../../types/send.ts'
import { getSendContext } from './getSendContext.ts'
import { updateSendForm } from './updateSendForm.ts'

/**
 * Looks up the Send receiver typed as a name (EVM) and records the answer in `receiverName`
 * ('loading', then 'resolved' with the address on the form's network, or 'error'), while the
 * form still has that name on that network. `force`: ask the server even within the 5 minutes an
 * answer is kept (`sendTokens`, right before sending). Resolves with what was recorded (or would
 * have been, had the form changed meanwhile); never rejects.
 */
export async function resolveReceiverName(
  config: PorticoConfig,
  options: { force?: boolean } = {},
): Promise<SendReceiverName> {
  const { stores } = config
  const name = (stores.send.getState().receiverAddress ?? '').trim().toLowerCase()
  const network = getSendContext(config).network
  const stillAsked = () =>
    (stores.send.getState().receiverAddress ?? '').trim().toLowerCase() === name &&
    getSendContext(config).network?.caipNetworkId === network?.caipNetworkId
  const previous = stores.send.getState().receiverName
  if (!options.force || previous?.name !== name)
    updateSendForm(config, { receiverName: { name, status: 'loading' } })
  let lookup: SendReceiverName
  try {
    const chainId = typeof network?.id === 'number' ? network.id : undefined
    const { address } = await resolveName(config, {
      name,
      ...(chainId === undefined ? {} : { chainId }),
      force: options.force ?? false,
    })
    lookup = address
      ? { name, status: 'resolved', address }
      : { name, status: 'error', notFound: true }
  } catch (error) {
    lookup = {
      name,
      status: 'error',
      notFound: error instanceof NameResolutionError && error.notFound,
      ...(error instanceof Error ? { message: error.message } : {}),
    }
  }
  if (stillAsked() && !options.force) updateSendForm(config, { receiverName: lookup })
  return lookup
}
