import { activateWallet } from '../internal/connection/activateWallet.ts'
import { disconnectConnector } from '../internal/connection/disconnectConnector.ts'
import { dropConnection } from '../internal/connection/dropConnection.ts'
import { listedConnections } from '../internal/connection/listedConnections.ts'
import { requireMultiWallet } from '../internal/connection/requireMultiWallet.ts'
import { resetNamespace } from '../internal/connection/resetNamespace.ts'
import { walletConnectionClass } from '../internal/connection/walletConnectionClass.ts'
import { walletNamespace } from '../internal/connection/walletNamespace.ts'
import { signOutSiwxOnDisconnect } from '../internal/siwx/signOutSiwxOnDisconnect.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface DisconnectWalletParameters {
  connectorId: string
  /** Default: the namespace that lists the wallet, else its connector's, else the active one. */
  namespace?: ChainNamespace
}

/**
 * Disconnects one wallet of a namespace (multi-wallet) and drops it from the list. The adapter
 * gets at most 3000 ms and its failures are only warned about. When it was the connected
 * wallet, the next listed one becomes connected through a silent reconnect (one that no
 * longer grants access is dropped and the next tried); when none is left the namespace is
 * reset as by `disconnect` (spec §4), without closing the modal. The connected wallet's account
 * signs out of SIWX as on `disconnect` (unless `signOutOnDisconnect` is false). A wallet that is
 * not listed is left alone. With `features.multiWallet` off it shows the 'Multi-wallet not
 * enabled' info alert and does nothing else. It never throws.
 *
 * @example
 * await disconnectWallet(config, { connectorId: 'io.metamask' })
 */
export async function disconnectWallet(
  config: PorticoConfig,
  parameters: DisconnectWalletParameters,
): Promise<void> {
  if (!requireMultiWallet(config)) return
  const { connectorId } = parameters
  const namespace = walletNamespace(config, connectorId, parameters.namespace)
  const walletClass = walletConnectionClass(config, namespace, connectorId)
  if (walletClass === 'disconnected') return

  await Promise.all([
    disconnectConnector(config, namespace, connectorId),
    // Spec §4 SIWX: the account that goes signs out, as with `disconnect` (read before it goes).
    walletClass === 'connected' ? signOutSiwxOnDisconnect(config, namespace) : undefined,
  ])
  dropConnection(config, namespace, connectorId)
  if (walletClass === 'active') return

  for (const next of listedConnections(config, namespace)) {
    try {
      if (await activateWallet(config, namespace, next.connectorId)) return
    } catch (error) {
      console.warn(`[portico] could not switch to ${next.connectorId}`, error)
      dropConnection(config, namespace, next.connectorId)
    }
  }
  resetNamespace(config, namespace)
}
