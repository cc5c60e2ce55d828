import * as v from 'valibot'
import type { Address } from 'viem'
import { isAddressEqual } from 'viem'
import { addressSchema } from './schemas.ts'
import type { TestWalletChain } from './types.ts'

export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What survives a page reload: the site's authorisation, the chain, and chains the site added. */
export interface PersistedState {
  address: Address
  authorized: boolean
  chainId: number
  addedChains: TestWalletChain[]
}

const persistedStateSchema = v.object({
  version: v.literal(1),
  address: addressSchema,
  authorized: v.boolean(),
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  addedChains: v.array(
    v.object({
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      rpcUrl: v.pipe(v.string(), v.url()),
      name: v.optional(v.string()),
    }),
  ),
})

/**
 * Reads the wallet's saved state for this account. A value that is missing, corrupt, or saved
 * for another key is treated as "nothing saved" — a fresh wallet, never a half-trusted one.
 *
 * @example
 * const saved = loadPersistedState(localStorage, 'portico.testWallet', account.address)
 */
export function loadPersistedState(
  storage: TestWalletStorage,
  storageKey: string,
  address: Address,
): PersistedState | undefined {
  let raw: string | null
  try {
    raw = storage.getItem(storageKey)
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return undefined
  }
  const result = v.safeParse(persistedStateSchema, json)
  if (!result.success || !isAddressEqual(result.output.address, address)) return undefined
  const { version: _version, ...state } = result.output
  return state
}

/**
 * Saves the wallet's state; storage that refuses (quota, privacy mode) only costs persistence.
 *
 * @example
 * savePersistedState(localStorage, 'portico.testWallet', { address, authorized: true, chainId: 31337, addedChains: [] })
 */
export function savePersistedState(
  storage: TestWalletStorage,
  storageKey: string,
  state: PersistedState,
): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ version: 1, ...state }))
  } catch (error) {
    console.warn('[test-wallet] could not save its state', error)
  }
}

/** An in-memory stand-in for `localStorage` where none exists (Node, workers). */
export function createMemoryStorage(): TestWalletStorage {
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
