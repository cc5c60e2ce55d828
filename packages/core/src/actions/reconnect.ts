import { RECONNECT_DISCOVERY_WAIT_MS } from '../constants.ts'
import { loadAccountDetails } from '../internal/account/loadAccountDetails.ts'
import { forgetEmailLogin } from '../internal/auth/forgetEmailLogin.ts'
import { applyConnection } from '../internal/connection/applyConnection.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { showUnsupportedChain } from '../internal/connection/showUnsupportedChain.ts'
import { storedConnections } from '../internal/connection/storedConnections.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { waitForConnector } from '../internal/connection/waitForConnector.ts'
import { requestSiwxCheck } from '../internal/siwx/requestSiwxCheck.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Restores the stored connection of every namespace without prompting (spec §4): connecting,
 * then connected, or disconnected. Each stored connector gets up to 1000 ms to be discovered;
 * a wallet that no longer grants access has its stored id cleared. With reconnect disabled,
 * every namespace is disconnected. It never throws.
 *
 * @example
 * await reconnect(config)
 */
export async function reconnect(config: PorticoConfig): Promise<void> {
  const { stores } = config
  if (!config.options.enableReconnect) {
    const namespaces = Object.keys(stores.connection.getState().namespaces) as ChainNamespace[]
    for (const namespace of namespaces)
      updateNamespaceState(stores.connection, namespace, { status: 'disconnected' }, 'replace')
    return
  }
  const namespaces = new Set(
    config.adapters.flatMap((adapter) => [adapter.namespace, ...(adapter.namespaces ?? [])]),
  )
  await Promise.all([...namespaces].map((namespace) => reconnectNamespace(config, namespace)))
}

async function reconnectNamespace(config: PorticoConfig, namespace: ChainNamespace): Promise<void> {
  const { stores, storage } = config
  const storedKey = storageKeys.connectedConnectorId(namespace)
  const connectorId = storage.get(storedKey)
  const current = stores.connection.getState().namespaces[namespace]
  if (current?.status === 'connected') return
  if (!connectorId) {
    updateNamespaceState(stores.connection, namespace, { status: 'disconnected' }, 'replace')
    return
  }

  updateNamespaceState(
    stores.connection,
    namespace,
    { status: 'connecting', connectorId },
    'replace',
  )
  await waitForConnector(config, connectorId, RECONNECT_DISCOVERY_WAIT_MS)
  try {
    // Asked only once the connector is known, so that the adapter that lists it answers.
    const adapter = getAdapter(config, namespace, connectorId)
    const network = storedConnections(config, namespace).find(
      (connection) => connection.connectorId === connectorId,
    )?.caipNetwork
    const granted = await adapter.reconnect({
      connectorId,
      namespace,
      ...(network ? { network } : {}),
    })
    if (!granted || granted.accounts.length === 0) {
      updateNamespaceState(stores.connection, namespace, { status: 'disconnected' }, 'replace')
      storage.remove(storedKey)
      // Spec §4: the embedded wallet is no longer signed in, so its cached login goes too.
      if (adapter.auth?.connectorId === connectorId) forgetEmailLogin(config)
      return
    }
    // A session restored for another namespace (WalletConnect) may have connected this one.
    const now = stores.connection.getState().namespaces[namespace]
    if (now?.status === 'connected' && now.connectorId !== connectorId) return
    applyConnection(config, namespace, granted)
  } catch (error) {
    console.warn(`[portico] could not reconnect ${namespace} (${connectorId})`, error)
    updateNamespaceState(stores.connection, namespace, { status: 'disconnected' }, 'replace')
    return
  }
  showUnsupportedChain(config, namespace)
  loadAccountDetails(config, namespace)
  requestSiwxCheck(config, namespace)
}
