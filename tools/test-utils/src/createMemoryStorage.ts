/**
 * A whole Web `Storage` kept in a Map: one browser's localStorage, for code that takes a
 * `Storage` (the secure site's frame), for tests that need several browsers (each its own device
 * id) or run where there is no DOM storage. A kit config needs only core's `memoryStorage()`.
 *
 * @example
 * const storage = createFrameStorage(createMemoryStorage(), logger)
 */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}
