import * as v from 'valibot'
import type { BitcoinTestWalletStorage } from './types.ts'

const authorizationSchema = v.object({
  version: v.literal(1),
  paymentAddress: v.string(),
  authorized: v.boolean(),
})

/**
 * Whether this wallet (identified by its payment address) was authorised on this site before a
 * reload. Missing, corrupt or foreign values read as "not authorised".
 *
 * @example
 * loadAuthorization(localStorage, 'portico.bitcoinTestWallet', 'bcrt1q…') // false
 */
export function loadAuthorization(
  storage: BitcoinTestWalletStorage,
  storageKey: string,
  paymentAddress: string,
): boolean {
  try {
    const raw = storage.getItem(storageKey)
    if (raw === null) return false
    const parsed = v.safeParse(authorizationSchema, JSON.parse(raw))
    return (
      parsed.success && parsed.output.paymentAddress === paymentAddress && parsed.output.authorized
    )
  } catch {
    return false
  }
}

/**
 * Saves or forgets the authorisation; storage that refuses only costs persistence.
 *
 * @example
 * saveAuthorization(localStorage, 'portico.bitcoinTestWallet', 'bcrt1q…', true)
 */
export function saveAuthorization(
  storage: BitcoinTestWalletStorage,
  storageKey: string,
  paymentAddress: string,
  authorized: boolean,
): void {
  try {
    if (!authorized) storage.removeItem(storageKey)
    else storage.setItem(storageKey, JSON.stringify({ version: 1, paymentAddress, authorized }))
  } catch (error) {
    console.warn('[bitcoin-test-wallet] could not save its authorisation', error)
  }
}

/** An in-memory stand-in for `localStorage` where none exists. */
export function createMemoryStorage(): BitcoinTestWalletStorage {
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
