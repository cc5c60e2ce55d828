import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import type { IndexCursor } from './transferStore.ts'

/** The cursor still matches the chain, or where to rewind to (`undefined`: the start). */
export type CursorCheck = { kind: 'valid' } | { kind: 'rewind'; to: IndexCursor | undefined }

/**
 * Checks that the recorded head is still part of the chain. When its block is gone (an anvil
 * restart) or has another hash (a reorg), the indexer rewinds `reorgDepth` blocks below the
 * lower of the cursor and the head and re-reads from there. A reorg deeper than `reorgDepth`
 * is not noticed below that point: keep the depth above the chain's finality.
 *
 * @example
 * const check = await verifyCursor(reader, cursor, head, 12)
 */
export async function verifyCursor(
  reader: EvmChainReader,
  cursor: IndexCursor,
  head: number,
  reorgDepth: number,
): Promise<CursorCheck> {
  if (cursor.blockNumber <= head) {
    const block = await reader.client.getBlock({ blockNumber: BigInt(cursor.blockNumber) })
    if (block.hash === cursor.blockHash) return { kind: 'valid' }
  }
  const target = Math.min(cursor.blockNumber, head) - reorgDepth
  if (target < 0) return { kind: 'rewind', to: undefined }
  const block = await reader.client.getBlock({ blockNumber: BigInt(target) })
  if (block.hash === null) return { kind: 'rewind', to: undefined }
  return { kind: 'rewind', to: { blockNumber: target, blockHash: block.hash } }
}
