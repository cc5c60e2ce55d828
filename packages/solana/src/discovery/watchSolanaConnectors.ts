import type { Network } from '@portico/core'
import { type DiscoveredWallet, watchWalletStandardConnectors } from '@portico/wallet-standard'
import { parseSolanaWallet, type SolanaWalletInfo } from './parseSolanaWallet.ts'

/**
 * Connector ids of Wallet Standard Solana wallets: stable across reloads (the wallet's name).
 *
 * @example
 * `${SOLANA_CONNECTOR_ID_PREFIX}Phantom` // 'ws:solana:Phantom'
 */
export const SOLANA_CONNECTOR_ID_PREFIX = 'ws:solana:'

/** A connector together with the live wallet behind it (which never leaves the adapter). */
export type DiscoveredSolanaWallet = DiscoveredWallet<SolanaWalletInfo>

export interface WatchSolanaConnectorsParameters {
  /** The dApp's Solana networks; each connector lists those its wallet supports. */
  networks: readonly Network[]
  /** Called with the full list once at start and again whenever it changes. */
  onChange: (wallets: readonly DiscoveredSolanaWallet[]) => void
}

/**
 * Discovers Solana wallets through the Wallet Standard: every registered wallet with a `solana:`
 * chain, `standard:connect` and `standard:events` becomes an 'ANNOUNCED' connector
 * `ws:solana:<name>` (see `watchWalletStandardConnectors`). Returns a function that stops
 * watching.
 *
 * @example
 * const stop = watchSolanaConnectors({ networks, onChange: (list) => console.info(list.length) })
 */
export function watchSolanaConnectors(parameters: WatchSolanaConnectorsParameters): () => void {
  return watchWalletStandardConnectors({
    ...parameters,
    namespace: 'solana',
    connectorIdPrefix: SOLANA_CONNECTOR_ID_PREFIX,
    logPrefix: '[portico/solana]',
    parseWallet: parseSolanaWallet,
    supportsNetwork: (info, network) => info.chains.includes(network.caipNetworkId),
  })
}
