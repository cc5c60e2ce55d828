import type { StorageBackend } from '../types/storage.ts'
import { memoryStorage } from './memoryStorage.ts'

/**
 * `window.localStorage` in a browser, in-memory elsewhere. Reading the property itself throws
 * in some sandboxed frames and with storage disabled, hence the try.
 */
export function getDefaultStorageBackend(): StorageBackend {
  if (typeof window === 'undefined') return memoryStorage()
  try {
    return window.localStorage ?? memoryStorage()
  } catch {
    return memoryStorage()
  }
}
