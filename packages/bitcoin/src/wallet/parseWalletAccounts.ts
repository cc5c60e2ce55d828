import { type ConnectionAccount, InvalidWalletResponseError } from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import type { WalletAccount } from '@wallet-standard/base'
import * as v from 'valibot'
import type { BitcoinAddressFamily } from '../networks/bitcoinNetworks.ts'

const MAX_ACCOUNTS = 20
const BIP32_PATH = /^m(\/\d+'?)+$/

const bytesSchema = v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'not bytes')
// Wallet Standard accounts carry no derivation path; wallets that know one add `path`.
const walletAccountSchema = v.looseObject({
  address: v.pipe(v.string(), v.maxLength(100)),
  publicKey: bytesSchema,
  path: v.optional(v.unknown()),
})
const accountsSchema = v.pipe(v.array(walletAccountSchema), v.maxLength(MAX_ACCOUNTS))

/** A wallet's account as the kit shows it, beside the wallet's own object that signs. */
export interface ParsedBitcoinAccount {
  account: ConnectionAccount & { type: 'payment' | 'ordinal' }
  walletAccount: WalletAccount
}

/**
 * Reads a wallet's accounts for a network: every address must decode on that network
 * (@scure/btc-signer, loaded on first use); Taproot outputs are ordinal accounts, every other
 * kind a payment account. Payment accounts come first. A wallet without a payment account, or
 * with an address that is not on the network, answered wrongly: `InvalidWalletResponseError`.
 *
 * @example
 * const accounts = await parseWalletAccounts(output.accounts, 'regtest')
 * accounts[0]?.account // { address: 'bcrt1q…', namespace: 'bip122', type: 'payment', … }
 */
export async function parseWalletAccounts(
  raw: unknown,
  family: BitcoinAddressFamily,
): Promise<ParsedBitcoinAccount[]> {
  let parsed: v.InferOutput<typeof accountsSchema>
  try {
    const result = v.safeParse(accountsSchema, raw)
    if (!result.success)
      throw new InvalidWalletResponseError({
        details: `Bitcoin accounts: ${v.summarize(result.issues)}`,
      })
    parsed = result.output
  } catch (error) {
    if (error instanceof InvalidWalletResponseError) throw error
    throw new InvalidWalletResponseError({ cause: error, details: 'Unreadable Bitcoin accounts' })
  }
  const { decodeBitcoinAddress } = await import('../networks/decodeBitcoinAddress.ts')
  const payment: ParsedBitcoinAccount[] = []
  const ordinal: ParsedBitcoinAccount[] = []
  parsed.forEach((entry, index) => {
    const decoded = decodeBitcoinAddress(entry.address, family)
    if (!decoded || decoded.type === 'unknown')
      throw new InvalidWalletResponseError({
        details: `${describeValue(entry.address)} is not a ${family} Bitcoin address`,
      })
    const type = decoded.type === 'tr' ? 'ordinal' : 'payment'
    const path =
      typeof entry.path === 'string' && BIP32_PATH.test(entry.path) ? entry.path : undefined
    const walletAccount = (raw as readonly WalletAccount[])[index] as WalletAccount
    ;(type === 'payment' ? payment : ordinal).push({
      walletAccount,
      account: {
        address: entry.address,
        namespace: 'bip122',
        type,
        publicKey: toHex(entry.publicKey),
        ...(path ? { path } : {}),
      },
    })
  })
  if (payment.length === 0)
    throw new InvalidWalletResponseError({ details: 'The wallet returned no payment account' })
  return [...dedupe(payment), ...dedupe(ordinal)]
}

function dedupe(accounts: ParsedBitcoinAccount[]): ParsedBitcoinAccount[] {
  return accounts.filter(
    (item, index) =>
      accounts.findIndex((other) => other.account.address === item.account.address) === index,
  )
}

function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
