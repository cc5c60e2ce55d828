import {
  ChainRpcError,
  InvalidOptionError,
  type TransferOutcome,
  UnsupportedNamespaceError,
  type WaitForTransferParameters,
} from '@portico/core'
import { getAddress, type Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { describeValue } from '../provider/describeValue.ts'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import { createTransferClient } from './createTransferClient.ts'

/**
 * How long one wait polls for a receipt before it gives up with a `ChainRpcError` (the transfer
 * may still land: the caller asks again with the same hash).
 */
export const TRANSFER_RECEIPT_TIMEOUT_MS = 180_000

export type WaitForEvmTransferReturnType = TransferOutcome

export type WaitForEvmTransferErrorType =
  | ChainRpcError
  | InvalidOptionError
  | UnsupportedNamespaceError

const REPLACED_REASONS = {
  cancelled: 'The wallet cancelled the transaction',
  replaced: 'The wallet replaced the transaction with another',
} as const

/**
 * Waits on the network's RPC for a transfer's receipt (viem's `waitForTransactionReceipt`,
 * polling every second on a local chain): status success is `confirmed` (with the sender),
 * reverted is `failed`.
 * A transaction the wallet re-priced counts by its replacement's receipt; one it cancelled or
 * replaced with another is `failed`. Any RPC request that fails (after the transport's
 * retries), an unusable receipt, or no receipt within TRANSFER_RECEIPT_TIMEOUT_MS is a
 * `ChainRpcError`: the transfer may still land, so the caller asks again with the same hash,
 * never sends again. `signal` stops the wait and rejects with its reason.
 *
 * @example
 * const outcome = await waitForEvmTransfer({ namespace: 'eip155', network, hash })
 * if (outcome.status === 'failed') console.log(outcome.reason)
 */
export async function waitForEvmTransfer(
  parameters: WaitForTransferParameters,
  gateway?: EvmRpcGateway,
): Promise<WaitForEvmTransferReturnType> {
  const { network, hash, signal } = parameters
  if (parameters.namespace !== 'eip155' || network.chainNamespace !== 'eip155')
    throw new UnsupportedNamespaceError({
      details: `EVM transfers are for eip155, not ${parameters.namespace} (${network.caipNetworkId})`,
    })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new InvalidOptionError('hash', {
      details: `${describeValue(hash)} is not an EVM transaction hash`,
    })
  signal?.throwIfAborted()

  // viem's wait polls on through failed requests; the first one that fails stops it here.
  const stop = new AbortController()
  let rpcFailure: { error: unknown } | undefined
  const onAbort = () => stop.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  let replaced: 'repriced' | 'cancelled' | 'replaced' | undefined
  try {
    const client = createTransferClient({
      network,
      gateway,
      onRpcFailure(error) {
        rpcFailure ??= { error }
        stop.abort(error)
      },
    })
    const receipt = await waitForTransactionReceipt(client, {
      hash: hash as Hex,
      signal: stop.signal,
      timeout: TRANSFER_RECEIPT_TIMEOUT_MS,
      onReplaced: (replacement) => {
        replaced = replacement.reason
      },
    })
    if (replaced === 'cancelled' || replaced === 'replaced')
      return { status: 'failed', reason: REPLACED_REASONS[replaced] }
    if (receipt.status === 'success') return { status: 'confirmed', from: getAddress(receipt.from) }
    if (receipt.status === 'reverted')
      return { status: 'failed', reason: 'The transaction reverted' }
    throw new ChainRpcError({
      details: `The receipt of ${hash} has status ${describeValue(receipt.status)}`,
    })
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (error instanceof ChainRpcError) throw error
    // The details are the cause's words (viem's: the HTTP status, the timeout).
    throw new ChainRpcError({ cause: rpcFailure?.error ?? error })
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}
