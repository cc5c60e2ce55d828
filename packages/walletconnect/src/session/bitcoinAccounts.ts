import type { ConnectionAccount } from '@portico/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import * as v from 'valibot'
import { isNamespaceAddress } from './isNamespaceAddress.ts'
import { allowsMethod, type Session } from './sessionNamespace.ts'

/** How long connecting waits for a Bitcoin wallet's `getAccountAddresses` answer, in ms. */
export const BITCOIN_ADDRESSES_TIMEOUT_MS = 3_000

const STORAGE_KEY_PREFIX = 'portico:bip122-accounts:'

// One entry of a `getAccountAddresses` answer (or of a `bip122_addressesChanged` event). Fields
// other than the address are optional: wallets differ, and a missing one only means less detail.
const addressEntrySchema = v.object({
  address: v.string(),
  publicKey: v.optional(v.unknown()),
  path: v.optional(v.unknown()),
  intention: v.optional(v.unknown()),
})

const storedAccountsSchema = v.array(
  v.object({
    address: v.string(),
    namespace: v.literal('bip122'),
    type: v.optional(v.picklist(['payment', 'ordinal'])),
    publicKey: v.optional(v.string()),
    path: v.optional(v.string()),
  }),
)

/**
 * A Bitcoin account from one address entry a wallet sent: `intention` becomes the type
 * (payment or ordinal); `publicKey` and `path` are kept when they are strings. Undefined for
 * an entry that is not an address entry.
 *
 * @example
 * toBitcoinAccount({ address: 'bc1q…', intention: 'payment', path: "m/84'/0'/0'/0/0" })
 * // { address: 'bc1q…', namespace: 'bip122', type: 'payment', path: "m/84'/0'/0'/0/0" }
 */
export function toBitcoinAccount(entry: unknown): ConnectionAccount | undefined {
  const parsed = v.safeParse(addressEntrySchema, entry)
  if (!parsed.success || !isNamespaceAddress('bip122', parsed.output.address)) return undefined
  const { address, publicKey, path, intention } = parsed.output
  return {
    address,
    namespace: 'bip122',
    ...(intention === 'payment' || intention === 'ordinal' ? { type: intention } : {}),
    ...(typeof publicKey === 'string' && /^[0-9a-fA-F]{64,130}$/.test(publicKey)
      ? { publicKey }
      : {}),
    ...(typeof path === 'string' && /^m(\/\d+'?)+$/.test(path) ? { path } : {}),
  }
}

/**
 * The session's Bitcoin accounts with what the wallet's `getAccountAddresses` adds (type,
 * public key, derivation path), when the session allows that method. Best effort: a wallet that
 * fails, answers garbage or takes over {@link BITCOIN_ADDRESSES_TIMEOUT_MS} leaves the accounts
 * as they were. What it learned is kept in the client's storage for the session's reconnects.
 *
 * @example
 * const accounts = await enrichBitcoinAccounts(provider, { session, chain, accounts })
 */
export async function enrichBitcoinAccounts(
  provider: UniversalProvider,
  parameters: { session: Session; chain: string; accounts: readonly ConnectionAccount[] },
): Promise<readonly ConnectionAccount[]> {
  const { session, chain, accounts } = parameters
  const [first] = accounts
  if (!first || !allowsMethod(session, 'bip122', 'getAccountAddresses')) return accounts
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const answer = await Promise.race([
      provider.request(
        { method: 'getAccountAddresses', params: { account: first.address } },
        chain,
      ),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), BITCOIN_ADDRESSES_TIMEOUT_MS)
      }),
    ])
    const known = Array.isArray(answer) ? answer.map(toBitcoinAccount) : []
    const enriched = accounts.map(
      (account) => known.find((entry) => entry?.address === account.address) ?? account,
    )
    await provider.client.core.storage.setItem(storageKey(session.topic), enriched)
    return enriched
  } catch (error) {
    console.warn(
      'WalletConnect: getAccountAddresses failed; Bitcoin accounts kept as they are',
      error,
    )
    return accounts
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The session's Bitcoin accounts with the detail stored when it was connected.
 *
 * @example
 * const accounts = await restoreBitcoinAccounts(provider, { session, accounts })
 */
export async function restoreBitcoinAccounts(
  provider: UniversalProvider,
  parameters: { session: Session; accounts: readonly ConnectionAccount[] },
): Promise<readonly ConnectionAccount[]> {
  const { session, accounts } = parameters
  try {
    const stored = v.safeParse(
      storedAccountsSchema,
      await provider.client.core.storage.getItem(storageKey(session.topic)),
    )
    if (!stored.success) return accounts
    return accounts.map(
      (account) => stored.output.find((entry) => entry.address === account.address) ?? account,
    )
  } catch {
    return accounts
  }
}

/**
 * Forgets what {@link enrichBitcoinAccounts} stored for a session.
 *
 * @example
 * await forgetBitcoinAccounts(provider, topic)
 */
export async function forgetBitcoinAccounts(
  provider: UniversalProvider,
  topic: string,
): Promise<void> {
  await provider.client.core.storage.removeItem(storageKey(topic)).catch(() => undefined)
}

function storageKey(topic: string): string {
  return `${STORAGE_KEY_PREFIX}${topic}`
}
