import {
  ChainRpcError,
  type CheckedTransfer,
  type CheckTransferParameters,
  InvalidOptionError,
  UnsupportedNamespaceError,
} from '@portico/core'
import { getAddress, type Hex } from 'viem'
import { getTransaction, waitForTransactionReceipt } from 'viem/actions'
import { describeValue } from '../provider/describeValue.ts'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import { createTransferClient } from './createTransferClient.ts'
import { TRANSFER_RECEIPT_TIMEOUT_MS } from './waitForEvmTransfer.ts'

export type CheckEvmTransferReturnType = CheckedTransfer

/** keccak256('Transfer(address,address,uint256)'), the ERC-20 event's first topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Waits for the receipt of a transaction someone else sent (an exchange paying for the
 * visitor) and checks that it did what was asked: for a token, a `Transfer` log of that
 * contract to `to` of exactly `amount`; for the native currency, the transaction itself to `to`
 * with exactly that value. A reverted transaction, or one that moved anything else, is
 * 'failed' with the reason: a page that reports some other hash never counts as a payment,
 * nor does a transaction mined at or before `minedAfter` (the block when the payment opened).
 * The RPC failing is a `ChainRpcError` (the caller may ask again with the same hash).
 *
 * @example
 * const minedAfter = await readEvmBlockHeight({ namespace: 'eip155', network }) // as it opens
 * await checkEvmTransfer({ namespace: 'eip155', network, hash, token, to, amount: 5_000_000n, minedAfter })
 * // { status: 'confirmed', from: '0x…' }
 */
export async function checkEvmTransfer(
  parameters: CheckTransferParameters,
  gateway?: EvmRpcGateway,
): Promise<CheckEvmTransferReturnType> {
  const { network, hash, token, to, amount, minedAfter, signal } = parameters
  if (parameters.namespace !== 'eip155' || network.chainNamespace !== 'eip155')
    throw new UnsupportedNamespaceError({
      details: `EVM transfers are for eip155, not ${parameters.namespace}`,
    })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new InvalidOptionError('hash', {
      details: `${describeValue(hash)} is not an EVM transaction hash`,
    })
  const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()
  try {
    const client = createTransferClient({ network, gateway })
    const receipt = await waitForTransactionReceipt(client, {
      hash: hash as Hex,
      timeout: TRANSFER_RECEIPT_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    } as Parameters<typeof waitForTransactionReceipt>[1])
    if (receipt.status !== 'success')
      return { status: 'failed', reason: 'The transaction reverted' }
    if (receipt.blockNumber <= minedAfter)
      return { status: 'failed', reason: 'The transaction is older than the payment' }
    if (!token.address) {
      const transaction = await getTransaction(client, { hash: hash as Hex })
      return same(transaction.to, to) && transaction.value === amount
        ? { status: 'confirmed', from: getAddress(transaction.from) }
        : {
            status: 'failed',
            reason: `The transaction did not send ${token.symbol} to the recipient`,
          }
    }
    // ERC-20 Transfer(from, to, value): the recipient is the third topic, the value the data.
    const paid = receipt.logs.some(
      (log) =>
        same(log.address, token.address ?? '') &&
        log.topics.length === 3 &&
        log.topics[0]?.toLowerCase() === TRANSFER_TOPIC &&
        same(`0x${log.topics[2]?.slice(26) ?? ''}`, to) &&
        /^0x[0-9a-fA-F]{64}$/.test(log.data) &&
        BigInt(log.data) === amount,
    )
    return paid
      ? { status: 'confirmed', from: getAddress(receipt.from) }
      : {
          status: 'failed',
          reason: `The transaction did not transfer the amount of ${token.symbol} to the recipient`,
        }
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (error instanceof ChainRpcError) throw error
    throw new ChainRpcError({ cause: error })
  }
}
