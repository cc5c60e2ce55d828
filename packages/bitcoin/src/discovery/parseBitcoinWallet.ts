import type { CaipNetworkId } from '@portico/core'
import {
  type ParseWalletStandardWalletResult,
  parseWalletStandardWallet,
} from '@portico/wallet-standard'
import type { Wallet } from '@wallet-standard/base'
import { caipNetworkIdOfWalletChain } from '../networks/bitcoinNetworks.ts'

/** What the adapter reads from a registered wallet, checked once when it is listed. */
export interface BitcoinWalletInfo {
  name: string
  icon: string
  /** The wallet's Bitcoin chains: its own name for each, and the CAIP-2 id it stands for. */
  chains: { walletChain: string; caipNetworkId: CaipNetworkId }[]
}

/**
 * Reads a Wallet Standard wallet as a Bitcoin wallet. `other-family`: it lacks `bitcoin:connect`
 * (another chain's wallet: skipped quietly). `invalid`: a Bitcoin wallet with a bad name or icon
 * (dropped, with the reason to warn about). Never throws, even for hostile objects.
 *
 * @example
 * const result = parseBitcoinWallet(wallet)
 * if (result.status === 'ok') result.info.chains // [{ walletChain: 'bitcoin:mainnet', … }]
 */
export function parseBitcoinWallet(
  wallet: Wallet,
): ParseWalletStandardWalletResult<BitcoinWalletInfo> {
  const result = parseWalletStandardWallet(wallet, {
    requiredFeatures: { 'bitcoin:connect': 'connect' },
    // Wallets name their chains `bitcoin:mainnet` and the like, or by CAIP-2 id.
    chainPrefixes: ['bitcoin:', 'bip122:'],
    requireChain: false,
  })
  if (result.status !== 'ok') return result
  const chains = result.info.chains.flatMap((walletChain) => {
    const caipNetworkId = caipNetworkIdOfWalletChain(walletChain)
    return caipNetworkId ? [{ walletChain, caipNetworkId }] : []
  })
  return { status: 'ok', info: { ...result.info, chains } }
}
