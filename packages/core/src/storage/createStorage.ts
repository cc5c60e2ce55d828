import * as v from 'valibot'
import type { StorageBackend, StorageKey, TypedStorage } from '../types/storage.ts'
import { getDefaultStorageBackend } from './getDefaultStorageBackend.ts'

/**
 * Wraps a Web-Storage-like backend so that every read is schema-checked (spec §3 keys):
 * a stored value that is not JSON or fails the key's schema is removed with a warning and
 * reads as undefined. A backend that throws (private mode, quota) is tolerated: reads give
 * undefined and writes are dropped, with a warning.
 *
 * @example
 * const storage = createStorage(window.localStorage)
 * storage.set(storageKeys.activeNamespace, 'eip155')
 * storage.get(storageKeys.activeNamespace) // 'eip155'
 */
export function createStorage(backend: StorageBackend = getDefaultStorageBackend()): TypedStorage {
  function remove(key: StorageKey<unknown>): void {
    try {
      backend.removeItem(key.name)
    } catch (error) {
      console.warn(`[portico] could not remove '${key.name}' from storage`, error)
    }
  }

  return {
    get<T>(key: StorageKey<T>): T | undefined {
      let raw: string | null
      try {
        raw = backend.getItem(key.name)
      } catch (error) {
        console.warn(`[portico] could not read '${key.name}' from storage`, error)
        return undefined
      }
      if (raw === null) return undefined
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        console.warn(`[portico] removed '${key.name}' from storage: not JSON`)
        remove(key)
        return undefined
      }
      const result = v.safeParse(key.schema, json)
      if (!result.success) {
        console.warn(`[portico] removed '${key.name}' from storage: ${v.summarize(result.issues)}`)
        remove(key)
        return undefined
      }
      return result.output
    },
    set<T>(key: StorageKey<T>, value: T): void {
      try {
        backend.setItem(key.name, JSON.stringify(value))
      } catch (error) {
        console.warn(`[portico] could not write '${key.name}' to storage`, error)
      }
    },
    remove,
  }
}
