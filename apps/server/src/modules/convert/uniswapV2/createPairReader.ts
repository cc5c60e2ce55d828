import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem'
import { createMemoryTtlCache } from '../../../shared/createMemoryTtlCache.ts'
import type { TtlCache } from '../../../shared/TtlCache.ts'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './uniswapV2Abi.ts'

/** A pair's reserves at one block, by token. */
export interface PairReserves {
  pair: Address
  /** The lower of the two token addresses (Uniswap V2 orders its reserves by it). */
  token0: Address
  reserve0: bigint
  reserve1: bigint
  blockNumber: bigint
}

export interface CreatePairReaderParameters {
  client: PublicClient
  factory: Address
  /** How long reserves are served from the cache (default 1 s). */
  maxAgeMs?: number
  /** How long a missing pair is remembered as missing (default 10 s: a new pool shows soon). */
  missingPairTtlMs?: number
  /**
   * Where reserves are cached: `sharedState.cache('uniswap-v2-reserves')` (Redis when
   * configured, shared by the server processes); by default this process's memory.
   */
  reserveCache?: TtlCache<StoredReserves>
  now?: () => number
}

/** `PairReserves` as JSON holds it: the bigints as decimal strings. */
export interface StoredReserves {
  pair: Address
  token0: Address
  reserve0: string
  reserve1: string
  blockNumber: string
}

/**
 * Reads Uniswap V2 pairs for one factory, with the caching that keeps a quote of a busy pool
 * within its latency budget: pair addresses are looked up once per process (`getPair`; a
 * missing one again after `missingPairTtlMs`); reserves are served from the reserve cache for
 * `maxAgeMs` (shared between processes when it is Redis), and concurrent reads of one pair in
 * this process share one look-up and one upstream read. Reserves read together come from one
 * block (`eth_blockNumber`, then `getReserves` at that block). A `fresh` read ignores the cache
 * and the reads under way, and refreshes the cache. Upstream errors are thrown as viem's.
 *
 * @example
 * const pairs = createPairReader({ client, factory })
 * const pair = await pairs.findPair(weth, pusd)
 * if (pair) (await pairs.readReserves([pair])).get(pair)?.reserve0
 */
export function createPairReader(parameters: CreatePairReaderParameters) {
  const { client, factory } = parameters
  const maxAgeMs = parameters.maxAgeMs ?? 1000
  const missingPairTtlMs = parameters.missingPairTtlMs ?? 10_000
  const now = parameters.now ?? Date.now
  const pairs = new Map<string, { pair: Promise<Address | undefined>; missingUntil?: number }>()
  const reserveCache =
    parameters.reserveCache ?? createMemoryTtlCache<StoredReserves>({ maxEntries: 1000, now })
  // Served while at most maxAgeMs old, that instant included: a cache entry is gone at its TTL.
  const reserveTtlMs = maxAgeMs + 1
  const reading = new Map<Address, Promise<PairReserves>>()

  function findPair(tokenA: Address, tokenB: Address): Promise<Address | undefined> {
    const key = [tokenA.toLowerCase(), tokenB.toLowerCase()].sort().join(' ')
    const known = pairs.get(key)
    if (known && (known.missingUntil === undefined || known.missingUntil > now())) return known.pair
    const entry: { pair: Promise<Address | undefined>; missingUntil?: number } = {
      pair: client
        .readContract({
          address: factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [tokenA, tokenB],
        })
        .then((pair) => {
          if (pair !== zeroAddress) return getAddress(pair)
          entry.missingUntil = now() + missingPairTtlMs
          return undefined
        }),
    }
    // A failed look-up is not remembered: the next request asks again.
    entry.pair.catch(() => {
      if (pairs.get(key) === entry) pairs.delete(key)
    })
    pairs.set(key, entry)
    return entry.pair
  }

  // Registers every pair's answer in `reading` before anything is awaited, so a concurrent
  // call joins this batch instead of starting its own.
  function startBatch(
    toRead: readonly { pair: Address; token0: Address }[],
    options: { fresh: boolean },
  ): Promise<PairReserves>[] {
    const batch = (async () => {
      const found = new Map<Address, PairReserves>()
      if (!options.fresh) {
        const hits = await Promise.all(toRead.map(({ pair }) => reserveCache.get(pair)))
        for (const hit of hits) if (hit !== undefined) found.set(hit.pair, fromStored(hit))
      }
      const misses = toRead.filter(({ pair }) => !found.has(pair))
      if (misses.length === 0) return found
      // cacheTime 0: viem would otherwise answer a block number up to 4 s old.
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
      const read = await Promise.all(
        misses.map(async ({ pair, token0 }): Promise<PairReserves> => {
          const [reserve0, reserve1] = await client.readContract({
            address: pair,
            abi: uniswapV2PairAbi,
            functionName: 'getReserves',
            blockNumber,
          })
          return { pair, token0, reserve0, reserve1, blockNumber }
        }),
      )
      // Two batches finishing out of order may leave the older reserves for at most maxAgeMs.
      await Promise.all(
        read.map((reserves) => reserveCache.set(reserves.pair, toStored(reserves), reserveTtlMs)),
      )
      for (const reserves of read) found.set(reserves.pair, reserves)
      return found
    })()
    return toRead.map(({ pair }) => {
      const one = batch.then((all) => all.get(pair) as PairReserves)
      reading.set(pair, one)
      one
        .finally(() => {
          if (reading.get(pair) === one) reading.delete(pair)
        })
        .catch(() => {})
      return one
    })
  }

  async function readReserves(
    wanted: readonly { pair: Address; token0: Address }[],
    options: { fresh?: boolean } = {},
  ): Promise<Map<Address, PairReserves>> {
    const fresh = options.fresh === true
    const answers: Promise<PairReserves>[] = []
    const toRead: { pair: Address; token0: Address }[] = []
    for (const entry of wanted) {
      const underWay = fresh ? undefined : reading.get(entry.pair)
      if (underWay !== undefined) answers.push(underWay)
      else toRead.push(entry)
    }
    if (toRead.length > 0) answers.push(...startBatch(toRead, { fresh }))
    const all = await Promise.all(answers)
    return new Map(all.map((reserves) => [reserves.pair, reserves]))
  }

  return { findPair, readReserves }
}

export type PairReader = ReturnType<typeof createPairReader>

function toStored(reserves: PairReserves): StoredReserves {
  return {
    pair: reserves.pair,
    token0: reserves.token0,
    reserve0: reserves.reserve0.toString(),
    reserve1: reserves.reserve1.toString(),
    blockNumber: reserves.blockNumber.toString(),
  }
}

function fromStored(stored: StoredReserves): PairReserves {
  return {
    pair: stored.pair,
    token0: stored.token0,
    reserve0: BigInt(stored.reserve0),
    reserve1: BigInt(stored.reserve1),
    blockNumber: BigInt(stored.blockNumber),
  }
}
