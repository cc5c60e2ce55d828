import { TransactionNotFoundError } from 'viem'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import type { IndexCursor, RecordedTransaction } from './transferStore.ts'

/** The cursor still matches the chain, or where to rewind to (`undefined`: the start). */
export type CursorCheck = { kind: 'valid' } | { kind: 'rewind'; to: IndexCursor | undefined }

/**
 * Checks that the recorded head is still part of the chain. When its block is gone or has
 * another hash, the indexer rewinds `reorgDepth` blocks below the lower of the cursor and the
 * head and re-reads from there: a reorg. Unless the newest transaction kept below that point
 * (`newestKept`) is not on the chain in its block: then the chain was reset (an anvil restart
 * with the server's database kept, whose new chain can be as long as the old one), and all of
 * its history is forgotten, else the old chain's transfers below the point would stay in the
 * history and the new chain's would never be read. A reorg deeper than `reorgDepth` is not
 * noticed below that point: keep the depth above the chain's finality.
 *
 * @example
 * const check = await verifyCursor(reader, cursor, head, 12, (block) =>
 *   readNewestRecordedAtOrBelow(db, 'eip155:31337', block),
 * )
 */
export async function verifyCursor(
  reader: EvmChainReader,
  cursor: IndexCursor,
  head: number,
  reorgDepth: number,
  newestKept: (blockNumber: number) => Promise<RecordedTransaction | undefined>,
): Promise<CursorCheck> {
  if (cursor.blockNumber <= head) {
    const block = await reader.client.getBlock({ blockNumber: BigInt(cursor.blockNumber) })
    if (block.hash === cursor.blockHash) return { kind: 'valid' }
  }
  const target = Math.min(cursor.blockNumber, head) - reorgDepth
  if (target < 0) return { kind: 'rewind', to: undefined }
  const block = await reader.client.getBlock({ blockNumber: BigInt(target) })
  if (block.hash === null) return { kind: 'rewind', to: undefined }
  const kept = await newestKept(target)
  if (kept && !(await isOnChain(reader, kept))) return { kind: 'rewind', to: undefined }
  return { kind: 'rewind', to: { blockNumber: target, blockHash: block.hash } }
}

/** Whether the chain has the transaction in the block it was recorded in. */
async function isOnChain(reader: EvmChainReader, recorded: RecordedTransaction): Promise<boolean> {
  try {
    const transaction = await reader.client.getTransaction({
      hash: recorded.txHash as `0x${string}`,
    })
    return transaction.blockNumber === BigInt(recorded.blockNumber)
  } catch (error) {
    // Only a chain that does not know it says so; an RPC failure fails the step, which retries.
    if (error instanceof TransactionNotFoundError) return false
    throw error
  }
}
