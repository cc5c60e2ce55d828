import { BALANCE_CACHE_MS } from '@portico/core'

export interface BalanceCacheOptions {
  /** How long an entry stays fresh; spec §9's 30 s by default. */
  ttlMs?: number
  /** Most entries kept; the oldest are dropped first, so memory stays bounded. */
  maxEntries?: number
  /** Injected by tests; `Date.now` by default. */
  now?: () => number
}

/**
 * A small in-process TTL cache keyed by (chain, address). Spec §9 caches balances for 30 s.
 * Each process has its own; a shared cache (Redis) can replace it behind the same methods.
 *
 * @example
 * const cache = new BalanceCache<TokenBalance[]>()
 * cache.set('eip155:1', address, balances)
 * cache.get('eip155:1', address) // balances, for 30 s
 */
export class BalanceCache<TValue> {
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number
  readonly #entries = new Map<string, { value: TValue; expiresAt: number }>()

  constructor(options: BalanceCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? BALANCE_CACHE_MS
    this.#maxEntries = options.maxEntries ?? 10_000
    this.#now = options.now ?? Date.now
  }

  /** The fresh value for this chain and address, or `undefined`. */
  get(caipNetworkId: string, address: string): TValue | undefined {
    const key = keyOf(caipNetworkId, address)
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /** Stores a value, fresh for the TTL from now. */
  set(caipNetworkId: string, address: string, value: TValue): void {
    const key = keyOf(caipNetworkId, address)
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs })
    // Maps keep insertion order, so the first key is the oldest write.
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next()
      if (oldest.done === true) break
      this.#entries.delete(oldest.value)
    }
  }

  /** Entries currently held (fresh or not yet evicted). */
  get size(): number {
    return this.#entries.size
  }
}

// Callers normalise addresses first (EVM checksummed, bech32 lower-cased); base58 (Solana) is
// case-sensitive, so the key keeps the address as given.
function keyOf(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address}`
}
