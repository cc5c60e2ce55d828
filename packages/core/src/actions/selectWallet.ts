import { getPairingAdapter } from '../internal/getPairingAdapter.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Wallet } from '../types/wallet.ts'
import { findConnectorForWallet } from '../utils/findConnectorForWallet.ts'
import { navigate } from './navigate.ts'

/**
 * Opens the view that connects a directory wallet: its installed connector when there is one
 * (ConnectingExternal), else WalletConnect (ConnectingWalletConnect: QR code on desktop, the
 * wallet's app on mobile), else a page that says how to get it.
 *
 * @example
 * selectWallet(config, wallet)
 */
export function selectWallet(config: PorticoConfig, wallet: Wallet): void {
  const { connectors } = config.stores.connectors.getState()
  const connector = findConnectorForWallet(connectors, wallet)
  if (connector) navigate(config, 'ConnectingExternal', { connector, wallet })
  else if (getPairingAdapter(config)) navigate(config, 'ConnectingWalletConnect', { wallet })
  else navigate(config, 'ConnectingExternal', { wallet })
}
