import type { CaipNetworkId } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import * as v from 'valibot'
import { caipNetworkIdOfWalletChain } from '../networks/bitcoinNetworks.ts'
import { getWalletFeature } from '../wallet/walletFeatures.ts'

const MAX_NAME_LENGTH = 100
const MAX_CHAINS = 100

/** What the adapter reads from a registered wallet, checked once when it is listed. */
export interface BitcoinWalletInfo {
  name: string
  icon: string
  /** The wallet's Bitcoin chains: its own name for each, and the CAIP-2 id it stands for. */
  chains: { walletChain: string; caipNetworkId: CaipNetworkId }[]
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
 * Reads a Wallet Standard wallet as a Bitcoin wallet. `not-bitcoin`: it lacks `bitcoin:connect`
 * (another chain's wallet: skipped quietly). `invalid`: a Bitcoin wallet with a bad name or icon
 * (dropped, with the reason to warn about). Never throws, even for hostile objects.
 *
 * @example
 * const result = parseBitcoinWallet(wallet)
 * if (result.status === 'ok') result.info.chains // [{ walletChain: 'bitcoin:mainnet', … }]
 */
export function parseBitcoinWallet(
  wallet: Wallet,
):
  | { status: 'ok'; info: BitcoinWalletInfo }
  | { status: 'not-bitcoin' }
  | { status: 'invalid'; reason: string } {
  try {
    if (!getWalletFeature(wallet, 'bitcoin:connect')) return { status: 'not-bitcoin' }
    const info = v.safeParse(walletInfoSchema, { name: wallet.name, icon: wallet.icon })
    if (!info.success) {
      const issue = info.issues[0]
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return { status: 'invalid', reason: path ? `${path}: ${issue.message}` : issue.message }
    }
    const chains = v.safeParse(chainsSchema, wallet.chains)
    const bitcoinChains = (chains.success ? chains.output : []).flatMap((walletChain) => {
      const caipNetworkId = caipNetworkIdOfWalletChain(walletChain)
      return caipNetworkId ? [{ walletChain, caipNetworkId }] : []
    })
    return { status: 'ok', info: { ...info.output, chains: bitcoinChains } }
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
