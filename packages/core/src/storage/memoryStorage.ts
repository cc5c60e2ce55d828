import type { StorageBackend } from '../types/storage.ts'

/**
 * A storage backend that lives in memory: the fallback where `localStorage` is absent
 * (server rendering, some workers) and a clean slate for tests.
 *
 * @example
 * const config = createConfig({ ...options, storage: memoryStorage() })
 */
export function memoryStorage(): StorageBackend {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
