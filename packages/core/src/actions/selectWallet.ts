import { walletRoute } from '../internal/connection/walletRoute.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Wallet } from '../types/wallet.ts'
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
  const { view, data } = walletRoute(config, wallet)
  navigate(config, view, data)
}
