import {
  type Address,
  ethAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type PublicClient,
  padHex,
  toEventSelector,
  zeroAddress,
} from 'viem'
import type { BalanceChange, SimulationOutcome } from '../approve/approvalDetails.ts'
import { failureReason } from './prepareTransactionFee.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'

const TRANSFER_EVENT = toEventSelector('Transfer(address,address,uint256)')

export interface SimulateBalanceChangesParameters {
  account: Address
  calls: readonly { to: Address | undefined; value: bigint; data: Hex | undefined }[]
}

interface Log {
  address: Address
  topics: readonly Hex[]
  data: Hex
}

/**
 * Runs the calls, in order, on a copy of the chain's latest state (`eth_simulateV1` with
 * `traceTransfers`, through viem's `simulateBlocks`) and adds up how the account's native and
 * ERC-20 balances move: native moves from the node's synthetic transfer logs (under viem's
 * `ethAddress`), tokens from their
 * `Transfer` events (three topics; ERC-721's four are not amounts), each token's symbol and
 * decimals read from the same chain (`readTokenMetadata`). Reports the first call's revert
 * instead. A node that cannot simulate is 'unavailable', never an error.
 *
 * viem's `simulateCalls` with `traceAssetChanges` reads balances with a call that has no `to`
 * (a contract deployed in the call), which anvil 1.7 refuses; this reads only the logs.
 *
 * @example
 * await simulateBalanceChanges(client, { account, calls: [{ to: pusd, value: 0n, data }] })
 * // { status: 'changes', changes: [{ asset: pusd, metadata: { symbol: 'PUSD', decimals: 6 }, diff: -12_500_000n }] }
 */
export async function simulateBalanceChanges(
  client: PublicClient,
  parameters: SimulateBalanceChangesParameters,
): Promise<SimulationOutcome> {
  const { account } = parameters
  let calls: { status: string; error?: unknown; logs?: readonly Log[] | undefined }[]
  try {
    const [block] = await client.simulateBlocks({
      blocks: [
        {
          calls: parameters.calls.map((call) => ({
            account,
            to: call.to ?? zeroAddress,
            value: call.value,
            ...(call.data === undefined ? {} : { data: call.data }),
          })),
        },
      ],
      traceTransfers: true,
    })
    calls = block?.calls ?? []
  } catch {
    return { status: 'unavailable', reason: 'unsupported' }
  }
  const failed = calls.find((call) => call.status !== 'success')
  if (failed) return { status: 'reverted', reason: failureReason(failed.error) }

  const own = padHex(account.toLowerCase() as Hex, { size: 32 })
  const diffs = new Map<string, bigint>()
  for (const log of calls.flatMap((call) => call.logs ?? [])) {
    if (log.topics[0] !== TRANSFER_EVENT || log.topics.length !== 3 || log.data.length !== 66)
      continue
    const amount = hexToBigInt(log.data)
    const from = log.topics[1]?.toLowerCase() === own
    const to = log.topics[2]?.toLowerCase() === own
    if (from === to) continue
    const asset = isAddressEqual(log.address, ethAddress) ? 'native' : log.address.toLowerCase()
    diffs.set(asset, (diffs.get(asset) ?? 0n) + (to ? amount : -amount))
  }
  const changes = await Promise.all(
    [...diffs]
      .filter(([, diff]) => diff !== 0n)
      .map(
        async ([asset, diff]): Promise<BalanceChange> =>
          asset === 'native'
            ? { asset: 'native', metadata: undefined, diff }
            : {
                asset: asset as Address,
                metadata: await readTokenMetadata(client, asset as Address),
                diff,
              },
      ),
  )
  return { status: 'changes', changes }
}
