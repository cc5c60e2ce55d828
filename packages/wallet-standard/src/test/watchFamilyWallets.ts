import type { Network } from '@portico/core'
import {
  parseWalletStandardWallet,
  type WalletStandardWalletInfo,
} from '../discovery/parseWalletStandardWallet.ts'
import {
  type DiscoveredWallet,
  watchWalletStandardConnectors,
} from '../discovery/watchWalletStandardConnectors.ts'

/**
 * Real Wallet Standard discovery of a made-up 'family:' chain family (connectors
 * `ws:family:<name>`, wallets need `family:connect`), as a family adapter would set it up.
 *
 * @example
 * const stop = watchFamilyWallets({ networks: [main], onChange: (list) => console.log(list) })
 */
export function watchFamilyWallets(parameters: {
  networks: readonly Network[]
  onChange: (list: readonly DiscoveredWallet<WalletStandardWalletInfo>[]) => void
}): () => void {
  return watchWalletStandardConnectors({
    namespace: 'solana',
    connectorIdPrefix: 'ws:family:',
    logPrefix: '[portico/family]',
    parseWallet: (wallet) =>
      parseWalletStandardWallet(wallet, {
        requiredFeatures: { 'family:connect': 'connect' },
        chainPrefixes: ['family:'],
        requireChain: true,
      }),
    supportsNetwork: (info, candidate) => info.chains.includes(candidate.caipNetworkId),
    ...parameters,
  })
}
