/**
 * A `Map` that keeps at most `maxEntries` keys, dropping the least recently set first, so that
 * keys a client chooses (ids, search text) cannot grow memory without bound.
 *
 * @example
 * const pages = new BoundedMap<string, string>(500)
 * pages.set(key, body)
 */
export class BoundedMap<K, V> {
  // Map order is insertion order; `set` re-inserts, so the first key is the stalest.
  readonly #entries = new Map<K, V>()
  readonly #maxEntries: number

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size <= this.#maxEntries) return
    const stalest = this.#entries.keys().next()
    if (!stalest.done) this.#entries.delete(stalest.value)
  }

  delete(key: K): boolean {
    return this.#entries.delete(key)
  }
}
