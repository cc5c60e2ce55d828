import * as v from 'valibot'

export type SolanaTestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The storage key the wallet keeps its authorisation under (one per wallet name).
 *
 * @example
 * localStorage.removeItem(authorizationStorageKey('Portico Solana Test Wallet')) // forget the site
 */
export function authorizationStorageKey(walletName: string): string {
  return `portico.solanaTestWallet.${walletName}`
}

const persistedSchema = v.object({
  version: v.literal(1),
  address: v.string(),
  authorized: v.boolean(),
})

/**
 * Whether this site was authorised for `address` before (so a silent connect after a reload
 * grants access). Missing, corrupt or another account's state reads as "not authorised".
 *
 * @example
 * loadAuthorization(localStorage, 'portico.solanaTestWallet.Portico Solana Test Wallet', address) // false
 */
export function loadAuthorization(
  storage: SolanaTestWalletStorage,
  storageKey: string,
  address: string,
): boolean {
  try {
    const raw = storage.getItem(storageKey)
    if (raw === null) return false
    const result = v.safeParse(persistedSchema, JSON.parse(raw))
    return result.success && result.output.address === address && result.output.authorized
  } catch {
    return false
  }
}

/**
 * Saves the authorisation; storage that refuses (quota, privacy mode) only costs persistence.
 *
 * @example
 * saveAuthorization(localStorage, key, { address, authorized: true })
 */
export function saveAuthorization(
  storage: SolanaTestWalletStorage,
  storageKey: string,
  state: { address: string; authorized: boolean },
): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ version: 1, ...state }))
  } catch (error) {
    console.warn('[solana-test-wallet] could not save its authorisation', error)
  }
}

/**
 * An in-memory stand-in for `localStorage` where none exists (Node, workers).
 *
 * @example
 * registerSolanaTestWallet({ seedHex, rpcUrl, chains, storage: createMemoryStorage() })
 */
export function createMemoryStorage(): SolanaTestWalletStorage {
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
