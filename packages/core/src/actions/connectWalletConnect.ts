import {
  WalletConnectNotFoundError,
  type WalletConnectNotFoundErrorType,
} from '../errors/connection.ts'
import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type ConnectErrorType, type ConnectReturnType, connect } from './connect.ts'

export interface ConnectWalletConnectParameters {
  /** The namespace to connect first (default: the active one). */
  namespace?: ChainNamespace
}

/** `WalletConnectNotFoundError` without a WalletConnect adapter, or what `connect` rejects with. */
export type ConnectWalletConnectErrorType = WalletConnectNotFoundErrorType | ConnectErrorType

/**
 * Starts a WalletConnect connect, or joins the one under way: the pairing URI (in the pairing
 * store) is shared by the QR code and every wallet's deep link, so opening another wallet does
 * not make a new one. An expired URI is replaced first. Resolves with the connection; rejects
 * with `ModalClosedError` when the modal closes, `ConnectionRejectedError` when the wallet
 * declines, `WalletConnectNotFoundError` when no WalletConnect adapter is configured.
 *
 * @example
 * const connection = await connectWalletConnect(config)
 */
export function connectWalletConnect(
  config: PorticoConfig,
  parameters: ConnectWalletConnectParameters = {},
): Promise<ConnectReturnType> {
  const adapter = getPairingAdapter(config)
  if (!adapter) return Promise.reject(new WalletConnectNotFoundError())
  const { internal } = config
  const { status } = adapter.pairing.getState()
  if (internal.walletConnectConnect && (status === 'loading' || status === 'ready')) {
    if (adapter.pairing.isExpired()) adapter.pairing.retry()
    return internal.walletConnectConnect
  }

  const [connector] = adapter.getConnectors()
  if (!connector) return Promise.reject(new WalletConnectNotFoundError())
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  const target = adapter.namespaces?.includes(namespace) ? namespace : adapter.namespace
  const pending = connect(config, { connectorId: connector.id, namespace: target })
  internal.walletConnectConnect = pending
  const forget = () => {
    if (internal.walletConnectConnect === pending) internal.walletConnectConnect = undefined
  }
  pending.then(forget, forget)
  return pending
}
