import type { GenericSchema } from 'valibot'

/**
 * One local-storage key and the schema every read of it passes (spec §3). `T` is what
 * callers get back; what is stored is `JSON.stringify(T)`.
 */
export interface StorageKey<T> {
  readonly name: string
  readonly schema: GenericSchema<unknown, T>
}

/** The part of the Web Storage API the kit uses; `window.localStorage` fits. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Schema-checked storage: reads never throw, a bad stored value reads as undefined. */
export interface TypedStorage {
  get<T>(key: StorageKey<T>): T | undefined
  set<T>(key: StorageKey<T>, value: T): void
  remove(key: StorageKey<unknown>): void
}
