import type { Wallet } from '@wallet-standard/base'
import * as v from 'valibot'
import { readWalletFeature } from '../wallet/walletFeatures.ts'

const MAX_NAME_LENGTH = 100
const MAX_CHAINS = 100

/** What an adapter reads from a registered wallet, checked once when it is listed. */
export interface WalletStandardWalletInfo {
  name: string
  icon: string
  /** The wallet's chains of the family (those starting with one of its prefixes), as it names them. */
  chains: string[]
}

/** What makes a Wallet Standard wallet one of a chain family's wallets. */
export interface WalletFamilyRequirements {
  /** Feature name → the method it must have, e.g. `{ 'bitcoin:connect': 'connect' }`. */
  requiredFeatures: Readonly<Record<string, string>>
  /** The family's wallet chains start with one of these, e.g. `['solana:']`. */
  chainPrefixes: readonly string[]
  /** Whether a wallet without any of the family's chains belongs to another family. */
  requireChain: boolean
}

export type ParseWalletStandardWalletResult<Info> =
  | { status: 'ok'; info: Info }
  | { status: 'other-family' }
  | { status: 'invalid'; reason: string }

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
 * Reads a Wallet Standard wallet as one of a family's wallets. `other-family`: it lacks a
 * required feature (or, with `requireChain`, any of the family's chains): skipped quietly.
 * `invalid`: a family wallet with a bad name or icon (dropped, with the reason to warn about).
 * Never throws, even for hostile objects (throwing getters, revoked proxies).
 *
 * @example
 * const result = parseWalletStandardWallet(wallet, {
 *   requiredFeatures: { 'standard:connect': 'connect', 'standard:events': 'on' },
 *   chainPrefixes: ['solana:'],
 *   requireChain: true,
 * })
 * if (result.status === 'invalid') console.warn(result.reason)
 */
export function parseWalletStandardWallet(
  wallet: Wallet,
  requirements: WalletFamilyRequirements,
): ParseWalletStandardWalletResult<WalletStandardWalletInfo> {
  const { requiredFeatures, chainPrefixes, requireChain } = requirements
  try {
    for (const [name, method] of Object.entries(requiredFeatures))
      if (!readWalletFeature(wallet, name, method)) return { status: 'other-family' }
    const chains = v.safeParse(chainsSchema, wallet.chains)
    const familyChains = (chains.success ? chains.output : []).filter((chain) =>
      chainPrefixes.some((prefix) => chain.startsWith(prefix)),
    )
    if (requireChain && familyChains.length === 0) return { status: 'other-family' }
    const info = v.safeParse(walletInfoSchema, { name: wallet.name, icon: wallet.icon })
    if (!info.success) {
      const issue = info.issues[0]
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return { status: 'invalid', reason: path ? `${path}: ${issue.message}` : issue.message }
    }
    return { status: 'ok', info: { ...info.output, chains: familyChains } }
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
