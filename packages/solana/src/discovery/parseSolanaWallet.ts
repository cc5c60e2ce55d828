import type { Wallet } from '@wallet-standard/base'
import * as v from 'valibot'
import { getWalletFeature } from '../wallet/walletFeatures.ts'

const MAX_NAME_LENGTH = 100
const MAX_CHAINS = 100

/** What the adapter reads from a registered wallet, checked once when it is listed. */
export interface SolanaWalletInfo {
  name: string
  icon: string
  /** The wallet's `solana:` chains (CAIP-2 ids). */
  chains: string[]
}

// The icon is rendered in the modal: only inline images or https, never javascript:, http: or
// anything else a page could abuse.
const iconSchema = v.pipe(
  v.string(),
  v.check(
    (icon) => icon.startsWith('data:image/') || isHttpsUrl(icon),
    'icon must be a data:image/ or https: URL',
  ),
)
const walletInfoSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_NAME_LENGTH)),
  icon: iconSchema,
})
const chainsSchema = v.pipe(v.array(v.string()), v.maxLength(MAX_CHAINS))

/**
 * Reads a Wallet Standard wallet as a Solana wallet. `not-solana`: it has no `solana:` chain or
 * lacks `standard:connect` / `standard:events` (another chain's wallet: skipped quietly).
 * `invalid`: it is a Solana wallet with a bad name or icon (dropped, with the reason to warn
 * about). Never throws, even for hostile objects (throwing getters, revoked proxies).
 *
 * @example
 * const result = parseSolanaWallet(wallet)
 * if (result.status === 'invalid') console.warn(result.reason)
 */
export function parseSolanaWallet(
  wallet: Wallet,
):
  | { status: 'ok'; info: SolanaWalletInfo }
  | { status: 'not-solana' }
  | { status: 'invalid'; reason: string } {
  try {
    const chains = v.safeParse(chainsSchema, wallet.chains)
    const solanaChains = chains.success
      ? chains.output.filter((chain) => chain.startsWith('solana:'))
      : []
    if (
      solanaChains.length === 0 ||
      !getWalletFeature(wallet, 'standard:connect') ||
      !getWalletFeature(wallet, 'standard:events')
    )
      return { status: 'not-solana' }
    const info = v.safeParse(walletInfoSchema, { name: wallet.name, icon: wallet.icon })
    if (!info.success) {
      const issue = info.issues[0]
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return { status: 'invalid', reason: path ? `${path}: ${issue.message}` : issue.message }
    }
    return { status: 'ok', info: { ...info.output, chains: solanaChains } }
  } catch (error) {
    return { status: 'invalid', reason: `unreadable wallet (${String(error)})` }
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
