import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Starts the WalletConnect client on intent (hover or focus of the WalletConnect entry): its
 * code loads and the client starts before the click, so the QR code appears sooner. A no-op
 * without a WalletConnect adapter.
 *
 * @example
 * <button onPointerEnter={() => prepareWalletConnect(config)}>WalletConnect</button>
 */
export function prepareWalletConnect(config: PorticoConfig): void {
  void getPairingAdapter(config)?.pairing.prepare?.()
}
