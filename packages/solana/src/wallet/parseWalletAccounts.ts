import { InvalidWalletResponseError } from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import type { WalletAccount } from '@wallet-standard/base'
import * as v from 'valibot'
import { isSolanaAddress } from '../addresses/isSolanaAddress.ts'

const accountSchema = v.looseObject({
  address: v.custom<string>(isSolanaAddress, 'not a Solana address'),
  chains: v.optional(v.pipe(v.array(v.string()), v.maxLength(100)), []),
})
const accountsSchema = v.array(accountSchema)

/** A granted account: its checked address, and the wallet's object to call features with. */
export interface ParsedWalletAccount {
  address: string
  /** The chains the wallet says this account works on. */
  chains: readonly string[]
  walletAccount: WalletAccount
}

/**
 * Parses the accounts a wallet granted (`standard:connect`, `accounts`, a `change` event). Every
 * address must be a Solana address (base58, 32–44 characters, 32 bytes), else
 * `InvalidWalletResponseError`; so is an empty list unless `allowEmpty`. Returns, in the wallet's
 * order and without duplicates, each checked address beside the wallet's own account object
 * (features are called with it; the address is read once, here).
 *
 * @example
 * const accounts = parseWalletAccounts(output.accounts, { source: 'standard:connect' })
 * accounts[0]?.address // '7EcD…'
 */
export function parseWalletAccounts(
  value: unknown,
  { source, allowEmpty = false }: { source: string; allowEmpty?: boolean },
): ParsedWalletAccount[] {
  let result: v.SafeParseResult<typeof accountsSchema>
  try {
    result = v.safeParse(accountsSchema, value)
  } catch (error) {
    throw new InvalidWalletResponseError({
      cause: error,
      details: `${source}: unreadable accounts`,
    })
  }
  if (!result.success)
    throw new InvalidWalletResponseError({
      details: `${source} returned ${describeAccounts(value)}: ${v.summarize(result.issues)}`,
    })
  if (result.output.length === 0 && !allowEmpty)
    throw new InvalidWalletResponseError({ details: `${source} returned no accounts` })
  const seen = new Set<string>()
  const accounts: ParsedWalletAccount[] = []
  for (const [index, { address, chains }] of result.output.entries()) {
    if (seen.has(address)) continue
    seen.add(address)
    // The wallet's object, not valibot's copy: wallets may recognise their accounts by identity.
    const walletAccount = (value as WalletAccount[])[index] as WalletAccount
    accounts.push({ address, chains, walletAccount })
  }
  return accounts
}

function describeAccounts(value: unknown): string {
  try {
    if (Array.isArray(value))
      return describeValue(value.map((account) => (account as { address?: unknown })?.address))
  } catch {
    // fall through to the generic description
  }
  return describeValue(value)
}
