import type { Network } from '@portico/core'
import { type DiscoveredWallet, watchWalletStandardConnectors } from '@portico/wallet-standard'
import { type BitcoinWalletInfo, parseBitcoinWallet } from './parseBitcoinWallet.ts'

/** Connector ids of Wallet Standard Bitcoin wallets: stable across reloads (the wallet's name). */
export const BITCOIN_CONNECTOR_ID_PREFIX = 'ws:bip122:'

/** A connector together with the live wallet behind it (which never leaves the adapter). */
export type DiscoveredBitcoinWallet = DiscoveredWallet<BitcoinWalletInfo>

export interface WatchBitcoinConnectorsParameters {
  /** The dApp's Bitcoin networks; each connector lists those its wallet supports. */
  networks: readonly Network[]
  /** Called with the full list once at start and again whenever it changes. */
  onChange: (wallets: readonly DiscoveredBitcoinWallet[]) => void
}

/**
 * Discovers Bitcoin wallets through the Wallet Standard: every registered wallet with
 * `bitcoin:connect` becomes an 'ANNOUNCED' connector `ws:bip122:<name>` (see
 * `watchWalletStandardConnectors`). Returns a function that stops watching.
 *
 * @example
 * const stop = watchBitcoinConnectors({ networks, onChange: (list) => console.info(list.length) })
 */
export function watchBitcoinConnectors(parameters: WatchBitcoinConnectorsParameters): () => void {
  return watchWalletStandardConnectors({
    ...parameters,
    namespace: 'bip122',
    connectorIdPrefix: BITCOIN_CONNECTOR_ID_PREFIX,
    logPrefix: '[portico/bitcoin]',
    parseWallet: parseBitcoinWallet,
    supportsNetwork: (info, network) =>
      info.chains.some((chain) => chain.caipNetworkId === network.caipNetworkId),
  })
}
