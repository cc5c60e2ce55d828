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

// A pool that moves between the estimate and the block changes the gas a little.
const MARGIN_PERCENT = 20n

/**
 * `eth_estimateGas` of a transaction the visitor will send, plus a 20 % margin. A transaction
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
