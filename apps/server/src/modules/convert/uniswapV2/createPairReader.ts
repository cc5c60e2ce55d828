import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem'
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
  /** How long reserves are served from memory (default 1 s). */
  maxAgeMs?: number
  /** How long a missing pair is remembered as missing (default 10 s: a new pool shows soon). */
  missingPairTtlMs?: number
  now?: () => number
}

interface CachedReserves {
  reserves: PairReserves
  readAt: number
}

/**
 * Reads Uniswap V2 pairs for one factory, with the caching that keeps a quote of a busy pool
 * within its latency budget: pair addresses are looked up once (`getPair`; a missing one again
 * after `missingPairTtlMs`); reserves are served from memory for `maxAgeMs`, and concurrent
 * reads of one pair share one upstream read. Reserves read together come from one block
 * (`eth_blockNumber`, then `getReserves` at that block). A `fresh` read ignores the cache and
 * the reads under way, and refreshes the cache. Upstream errors are thrown as viem's.
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
  const cached = new Map<Address, CachedReserves>()
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

  function readNow(toRead: readonly { pair: Address; token0: Address }[]) {
    const batch = (async () => {
      // cacheTime 0: viem would otherwise answer a block number up to 4 s old.
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
      return Promise.all(
        toRead.map(async ({ pair, token0 }): Promise<PairReserves> => {
          const [reserve0, reserve1] = await client.readContract({
            address: pair,
            abi: uniswapV2PairAbi,
            functionName: 'getReserves',
            blockNumber,
          })
          return { pair, token0, reserve0, reserve1, blockNumber }
        }),
      )
    })()
    return toRead.map(({ pair }, index) => {
      const one = batch.then((all) => all[index] as PairReserves)
      reading.set(pair, one)
      one.then(
        (reserves) => {
          const previous = cached.get(pair)
          if (previous === undefined || previous.reserves.blockNumber <= reserves.blockNumber)
            cached.set(pair, { reserves, readAt: now() })
        },
        () => {},
      )
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
    const answers: Promise<PairReserves>[] = []
    const toRead: { pair: Address; token0: Address }[] = []
    for (const entry of wanted) {
      if (!options.fresh) {
        const hit = cached.get(entry.pair)
        if (hit !== undefined && now() - hit.readAt <= maxAgeMs) {
          answers.push(Promise.resolve(hit.reserves))
          continue
        }
        const underWay = reading.get(entry.pair)
        if (underWay !== undefined) {
          answers.push(underWay)
          continue
        }
      }
      toRead.push(entry)
    }
    if (toRead.length > 0) answers.push(...readNow(toRead))
    const all = await Promise.all(answers)
    return new Map(all.map((reserves) => [reserves.pair, reserves]))
  }

  return { findPair, readReserves }
}

export type PairReader = ReturnType<typeof createPairReader>
