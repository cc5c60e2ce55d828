import {
  type PorticoConfig,
  preloadEmbeddedWallet,
  prepareWalletConnect,
  type WalletButtonTarget,
} from '@portico/core'
import { preloadModal } from '../modal/modalChunk.ts'

/**
 * On intent (hover, focus) of a wallet button: the code of the view its flow opens, and what
 * that flow waits for first (the WalletConnect client, the embedded wallet's frame). An installed
 * wallet needs neither: it connects without the modal.
 *
 * @example
 * <button onPointerEnter={() => preloadWalletButtonFlow(config, target)} />
 */
export function preloadWalletButtonFlow(config: PorticoConfig, target: WalletButtonTarget): void {
  switch (target.kind) {
    case 'connector':
      return
    case 'wallet':
    case 'walletConnect':
      preloadModal(config, 'ConnectingWalletConnect')
      prepareWalletConnect(config)
      return
    case 'email':
      preloadModal(config, 'EmailLogin')
      preloadEmbeddedWallet(config)
      return
    case 'social':
      preloadModal(config, 'ConnectingSocial')
      preloadEmbeddedWallet(config)
      return
  }
}
