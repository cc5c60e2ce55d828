import type { CoreTypes } from '@walletconnect/types'

/** The storage contract of WalletConnect's clients (sign client, universal provider, WalletKit). */
export type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * In-memory key-value storage for the WalletConnect clients in tests: nothing written to disk,
 * nothing shared. Hand the same one to a second adapter to simulate a page reload.
 *
 * @example
 * walletConnectAdapter({ ...parameters, storage: memoryKeyValueStorage() })
 */
export function memoryKeyValueStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
