import { type Address, type Hex, type PublicClient, zeroAddress } from 'viem'
import type { BalanceChange, SimulationOutcome } from '../approve/approvalDetails.ts'
import { failureReason } from './prepareTransactionFee.ts'
import { parseTokenMetadata } from './readTokenMetadata.ts'

/** The address viem's asset tracing gives the native currency. */
const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface SimulateBalanceChangesParameters {
  account: Address
  calls: readonly { to: Address | undefined; value: bigint; data: Hex | undefined }[]
}

/**
 * Runs the calls, in order, on a copy of the chain's latest state (`eth_simulateV1`, through
 * viem's `simulateCalls` with asset-change tracing) and reports how the account's native and
 * token balances would change, or the first call's revert. A node that cannot simulate is
 * 'unavailable', never an error: the view then says nothing was simulated.
 *
 * @example
 * await simulateBalanceChanges(client, { account, calls: [{ to: pusd, value: 0n, data }] })
 * // { status: 'changes', changes: [{ asset: pusd, metadata: { symbol: 'PUSD', decimals: 6 }, diff: -12_500_000n }] }
 */
export async function simulateBalanceChanges(
  client: PublicClient,
  parameters: SimulateBalanceChangesParameters,
): Promise<SimulationOutcome> {
  let simulated: Awaited<ReturnType<typeof simulate>>
  const simulate = () =>
    client.simulateCalls({
      account: parameters.account,
      // A contract creation is simulated as a call to nothing; its balances still count.
      calls: parameters.calls.map((call) => ({
        to: call.to ?? zeroAddress,
        value: call.value,
        ...(call.data === undefined ? {} : { data: call.data }),
      })),
      traceAssetChanges: true,
    })
  try {
    simulated = await simulate()
  } catch {
    return { status: 'unavailable', reason: 'unsupported' }
  }
  const failed = simulated.results.find((result) => result.status !== 'success')
  if (failed) return { status: 'reverted', reason: failureReason(failed.error) }
  const changes = simulated.assetChanges
    .filter((change) => change.value.diff !== 0n)
    .map((change): BalanceChange => {
      const native = change.token.address.toLowerCase() === NATIVE_TOKEN
      if (native) return { asset: 'native', metadata: undefined, diff: change.value.diff }
      return {
        asset: change.token.address,
        metadata: parseTokenMetadata(change.token.symbol, change.token.decimals),
        diff: change.value.diff,
      }
    })
  return { status: 'changes', changes }
}
