import type { UnsupportedNamespaceErrorType } from '../errors/connection.ts'
import { disconnectConnector } from '../internal/disconnectConnector.ts'
import { forgetEmailLogin } from '../internal/forgetEmailLogin.ts'
import { getAdapter } from '../internal/getAdapter.ts'
import { findAuthAdapter } from '../internal/getAuthAdapter.ts'
import { listedConnections } from '../internal/listedConnections.ts'
import { resetNamespace } from '../internal/resetNamespace.ts'
import { signOutSiwxOnDisconnect } from '../internal/signOutSiwxOnDisconnect.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { closeModal as close } from './closeModal.ts'

export interface DisconnectParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Set false to keep the modal open (e.g. the wallet itself disconnected). */
  closeModal?: boolean
}

/** Only a namespace no adapter serves: a wallet that fails or hangs does not fail a disconnect. */
export type DisconnectErrorType = UnsupportedNamespaceErrorType

/**
 * Spec §4 disconnect: asks the adapter to disconnect (waiting at most 3000 ms; a wallet that
 * fails or hangs does not keep the visitor connected), then resets the namespace's account and
 * network, removes its stored connector, sets it disconnected and closes the modal unless
 * `closeModal` is false. Signing out of the embedded wallet forgets its cached e-mail. With the
 * `siwx` option the account's sign-in is revoked too, unless `signOutOnDisconnect` is false
 * (best effort, within the same 3000 ms). With multi-wallet on, every wallet listed in the namespace is
 * disconnected (use `disconnectWallet` for one).
 *
 * @example
 * await disconnect(config)
 * await disconnect(config, { namespace: 'eip155', closeModal: false })
 */
export async function disconnect(
  config: PorticoConfig,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  const { connectorId } = config.stores.connection.getState().namespaces[namespace] ?? {}
  // Throws UnsupportedNamespaceError for a namespace without an adapter.
  getAdapter(config, namespace, connectorId)

  // With multi-wallet on, every wallet listed in the namespace goes, not only the connected one.
  const connectorIds = new Set(listedConnections(config, namespace).map((each) => each.connectorId))
  if (connectorId) connectorIds.add(connectorId)
  await Promise.all([
    ...[...connectorIds].map((each) => disconnectConnector(config, namespace, each)),
    // Spec §4 SIWX: sign-out on disconnect (default on), within the same 3000 ms.
    signOutSiwxOnDisconnect(config, namespace),
  ])
  // Signing out of the embedded wallet ends its login: the cached e-mail goes (spec §3, §4).
  const authConnectorId = findAuthAdapter(config)?.auth.connectorId
  if (authConnectorId !== undefined && connectorIds.has(authConnectorId)) forgetEmailLogin(config)

  resetNamespace(config, namespace)
  if (parameters.closeModal !== false) close(config)
}
