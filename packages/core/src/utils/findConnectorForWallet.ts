import type { Connector } from '../types/connector.ts'
import type { Wallet } from '../types/wallet.ts'

/**
 * The installed connector of a directory wallet, matched by directory id or EIP-6963 rdns.
 *
 * @example
 * findConnectorForWallet(connectors, { id: 'c57c…', name: 'MetaMask', rdns: 'io.metamask' })
 */
export function findConnectorForWallet(
  connectors: readonly Connector[],
  wallet: Wallet,
): Connector | undefined {
  return connectors.find(
    (connector) =>
      (connector.explorerId !== undefined && connector.explorerId === wallet.id) ||
      (!!wallet.rdns && connector.info?.rdns === wallet.rdns),
  )
}
