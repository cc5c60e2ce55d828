import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { dropStaleTransactions } from '../account/dropStaleTransactions.ts'
import { clearSiwx } from '../siwx/clearSiwx.ts'
import { defaultNetworkFor } from './defaultNetworkFor.ts'
import { saveConnections } from './saveConnections.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

/**
 * Spec §4 reset: the namespace is disconnected, its account data cleared (user and wallet info
 * included), its network back to a supported one, its stored connector removed, and its
 * sign-in state (spec §4 SIWX) forgotten.
 */
export function resetNamespace(config: PorticoConfig, namespace: ChainNamespace): void {
  const { stores, storage, options } = config
  const current = stores.network.getState().namespaces[namespace]?.caipNetwork
  updateNamespaceState(stores.connection, namespace, { status: 'disconnected' }, 'replace')
  updateNamespaceState(stores.account, namespace, {}, 'replace')
  updateNamespaceState(
    stores.network,
    namespace,
    { caipNetwork: current ?? defaultNetworkFor(options, namespace) },
    'replace',
  )
  dropStaleTransactions(config, namespace)
  storage.remove(storageKeys.connectedConnectorId(namespace))
  saveConnections(config, namespace, undefined)
  clearSiwx(config, namespace)
}
