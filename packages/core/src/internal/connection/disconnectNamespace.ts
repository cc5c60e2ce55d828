import type { ChainDisconnectFailure } from '../../errors/connection.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { forgetEmailLogin } from '../auth/forgetEmailLogin.ts'
import { signOutSiwxOnDisconnect } from '../siwx/signOutSiwxOnDisconnect.ts'
import { disconnectConnector } from './disconnectConnector.ts'
import { getAdapter } from './getAdapter.ts'
import { findAuthAdapter } from './getAuthAdapter.ts'
import { listedConnections } from './listedConnections.ts'
import { resetNamespace } from './resetNamespace.ts'

/**
 * The spec §4 disconnect of one namespace, without the modal: every wallet listed in it (the
 * connected one, and with multi-wallet the others) is asked to let go within 3000 ms, the
 * account's sign-in is ended (SIWX, unless `signOutOnDisconnect` is false), the embedded
 * wallet's login is forgotten when it was one of them, and the namespace is reset. Resolves with
 * the wallets that failed or hung (it is reset all the same). Throws `UnsupportedNamespaceError`
 * only, for a namespace no adapter serves, before anything changes.
 */
export async function disconnectNamespace(
  config: PorticoConfig,
  namespace: ChainNamespace,
): Promise<ChainDisconnectFailure[]> {
  const { connectorId } = config.stores.connection.getState().namespaces[namespace] ?? {}
  getAdapter(config, namespace, connectorId)

  const connectorIds = new Set(listedConnections(config, namespace).map((each) => each.connectorId))
  if (connectorId) connectorIds.add(connectorId)
  const [outcomes] = await Promise.all([
    Promise.all([...connectorIds].map((each) => disconnectConnector(config, namespace, each))),
    // Spec §4 SIWX: sign-out on disconnect (default on), within the same 3000 ms.
    signOutSiwxOnDisconnect(config, namespace),
  ])
  // Signing out of the embedded wallet ends its login: the cached e-mail goes (spec §3, §4).
  const authConnectorId = findAuthAdapter(config)?.auth.connectorId
  if (authConnectorId !== undefined && connectorIds.has(authConnectorId)) forgetEmailLogin(config)

  resetNamespace(config, namespace)
  return outcomes.filter((outcome) => outcome !== undefined)
}
