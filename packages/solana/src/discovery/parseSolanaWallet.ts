import {
  type ParseWalletStandardWalletResult,
  parseWalletStandardWallet,
  type WalletStandardWalletInfo,
} from '@portico/wallet-standard'
import type { Wallet } from '@wallet-standard/base'

/** What the adapter reads from a registered wallet; `chains` are its `solana:` CAIP-2 ids. */
export type SolanaWalletInfo = WalletStandardWalletInfo

/**
 * Reads a Wallet Standard wallet as a Solana wallet. `other-family`: it has no `solana:` chain or
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
): ParseWalletStandardWalletResult<SolanaWalletInfo> {
  return parseWalletStandardWallet(wallet, {
    requiredFeatures: { 'standard:connect': 'connect', 'standard:events': 'on' },
    chainPrefixes: ['solana:'],
    requireChain: true,
  })
}
