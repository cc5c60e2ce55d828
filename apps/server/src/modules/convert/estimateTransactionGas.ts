import {
  type Address,
  BaseError,
  ExecutionRevertedError,
  type Hex,
  InsufficientFundsError,
  type PublicClient,
} from 'viem'
import { SwapWouldFailError } from '../../errors/convertErrors.ts'
import { convertUpstreamFailure } from './convertUpstreamFailure.ts'

// The estimate is for the latest block; mined in a later one a swap can need much more (a pair
// writes its price accumulators, from zero, in the first block of a new second): the secure
// site's margin too (GAS_LIMIT_MARGIN_PERCENT), MetaMask's buffer.
const MARGIN_PERCENT = 50n

/**
 * `eth_estimateGas` of a transaction the visitor will send, plus a 50 % margin. A transaction
 * the chain refuses (a revert, funds short of value and fee) is a 400 `SwapWouldFailError` with
 * the chain's reason; a failing RPC the server's 502.
 *
 * @example
 * const gas = await estimateTransactionGas(client, 'eip155:31337', { from, to, data, value })
 */
export async function estimateTransactionGas(
  client: PublicClient,
  caipNetworkId: string,
  transaction: { from: Address; to: Address; data: Hex; value: bigint },
): Promise<bigint> {
  try {
    const gas = await client.estimateGas({
      account: transaction.from,
      to: transaction.to,
      data: transaction.data,
      value: transaction.value,
    })
    return (gas * (100n + MARGIN_PERCENT)) / 100n
  } catch (error) {
    const refusal =
      error instanceof BaseError
        ? error.walk(
            (cause) =>
              cause instanceof ExecutionRevertedError || cause instanceof InsufficientFundsError,
          )
        : null
    if (refusal instanceof BaseError)
      throw new SwapWouldFailError(refusal.shortMessage.replace(/\.$/, ''), { cause: error })
    throw convertUpstreamFailure(caipNetworkId, error)
  }
}
