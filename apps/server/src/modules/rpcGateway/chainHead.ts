/** Blocks the head may step back (upstreams a little apart) before caches are dropped. */
const HEAD_JITTER_BLOCKS = 2n

/** What the gateway last learned of one chain's head, from the answers it forwarded. */
export interface ChainHead {
  /** The latest `eth_blockNumber` answer; undefined before the first. */
  number: bigint | undefined
  /** When `number` was learned (ms since the epoch). */
  at: number
  /**
   * Bumped when the head went back by more than a couple of blocks (a devnet reset, a deep
   * reorg): cache keys carry it, so every answer that depends on the chain's history is dropped.
   */
  epoch: number
}

/**
 * A head not yet seen.
 *
 * @example
 * const head = createChainHead()
 */
export function createChainHead(): ChainHead {
  return { number: undefined, at: 0, epoch: 0 }
}

/**
 * Records an `eth_blockNumber` answer (a hex quantity; anything else is ignored).
 *
 * @example
 * observeHead(head, '0x1b4', Date.now())
 */
export function observeHead(head: ChainHead, result: unknown, now: number): void {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(result)) return
  const number = BigInt(result)
  if (head.number !== undefined && number + HEAD_JITTER_BLOCKS < head.number) head.epoch += 1
  head.number = number
  head.at = now
}
