import { BALANCE_CACHE_MS } from '@portico/core'
import { createMemoryTtlCache } from '../../shared/createMemoryTtlCache.ts'
import { type InFlight, shareInFlight } from '../../shared/shareInFlight.ts'
import type { TtlCache } from '../../shared/TtlCache.ts'

export interface BalanceCacheOptions<TValue> {
  /**
   * Where entries are kept: `sharedState.cache('balances')` (Redis when configured); by
   * default this process's memory, bounded by `maxEntries`.
   */
  store?: TtlCache<TValue>
  /** How long an entry stays fresh; spec §9's 30 s by default. */
  ttlMs?: number
  /** Most entries kept in the default store; the least recently used are dropped first. */
  maxEntries?: number
  /** The default store's clock; `Date.now` by default. */
  now?: () => number
}

/**
 * Balances by (chain, address), fresh for 30 s (spec §9), in a `TtlCache` that several server
 * processes may share, and reads under way shared within the process: a second ask for an
 * account waits for the same read.
 *
 * @example
 * const cache = new BalanceCache<TokenBalance[]>({ store: shared.cache('balances') })
 * await cache.read('eip155:1', address, () => readBalances(address)) // upstream once per 30 s
 */
export class BalanceCache<TValue> {
  readonly #ttlMs: number
  readonly #store: TtlCache<TValue>
  readonly #reading: InFlight<TValue> = shareInFlight()

  constructor(options: BalanceCacheOptions<TValue> = {}) {
    this.#ttlMs = options.ttlMs ?? BALANCE_CACHE_MS
    this.#store =
      options.store ??
      createMemoryTtlCache({ maxEntries: options.maxEntries ?? 10_000, now: options.now })
  }

  /** The fresh value for this chain and address, or `undefined`. */
  get(caipNetworkId: string, address: string): Promise<TValue | undefined> {
    return this.#store.get(keyOf(caipNetworkId, address))
  }

  /** Stores a value, fresh for the TTL from now. */
  set(caipNetworkId: string, address: string, value: TValue): Promise<void> {
    return this.#store.set(keyOf(caipNetworkId, address), value, this.#ttlMs)
  }

  /** The read of this account under way in this process, if any. */
  readingNow(caipNetworkId: string, address: string): Promise<TValue> | undefined {
    return this.#reading.get(keyOf(caipNetworkId, address))
  }

  /**
   * The fresh value, or `load()`'s, stored for the TTL. `fresh` skips the cached value (but
   * joins a read already under way). Concurrent calls for one account share one `load()`.
   */
  read(
    caipNetworkId: string,
    address: string,
    load: () => Promise<TValue>,
    options: { fresh?: boolean } = {},
  ): Promise<TValue> {
    return this.#reading.run(keyOf(caipNetworkId, address), async () => {
      if (options.fresh !== true) {
        const cached = await this.get(caipNetworkId, address)
        if (cached !== undefined) return cached
      }
      const value = await load()
      await this.set(caipNetworkId, address, value)
      return value
    })
  }
}

// Callers normalise addresses first (EVM checksummed, bech32 lower-cased); base58 (Solana) is
// case-sensitive, so the key keeps the address as given.
function keyOf(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address}`
}
