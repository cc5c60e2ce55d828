import type { PorticoConfig } from '../../types/config.ts'
import type { RouteEntry } from '../../types/views.ts'
import type { Wallet } from '../../types/wallet.ts'
import { findConnectorForWallet } from '../../utils/findConnectorForWallet.ts'
import { getPairingAdapter } from './getPairingAdapter.ts'

/**
 * The view that connects a directory wallet: its installed connector when there is one
 * (ConnectingExternal), else WalletConnect (ConnectingWalletConnect: QR code on desktop, the
 * wallet's app on mobile), else a page that says how to get it (ConnectingExternal without a
 * connector). Shared by `selectWallet` (a pick in the lists) and `connectWalletButton`.
 */
export function walletRoute(config: PorticoConfig, wallet: Wallet): RouteEntry {
  const { connectors } = config.stores.connectors.getState()
  const connector = findConnectorForWallet(connectors, wallet)
  if (connector) return { view: 'ConnectingExternal', data: { connector, wallet } }
  if (getPairingAdapter(config)) return { view: 'ConnectingWalletConnect', data: { wallet } }
  return { view: 'ConnectingExternal', data: { wallet } }
}
