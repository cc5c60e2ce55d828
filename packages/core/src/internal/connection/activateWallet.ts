import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { loadAccountDetails } from '../account/loadAccountDetails.ts'
import { toPorticoError } from '../errors/toPorticoError.ts'
import { requestSiwxCheck } from '../siwx/requestSiwxCheck.ts'
import { applyConnection } from './applyConnection.ts'
import { dropConnection } from './dropConnection.ts'
import { getAdapter } from './getAdapter.ts'
import { showUnsupportedChain } from './showUnsupportedChain.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

/**
 * Makes a listed wallet the connected one through its adapter's silent reconnect (no prompt):
 * status connecting, then connected with the account and network the wallet reports now.
 * Resolves undefined when the wallet no longer grants access; it is then dropped from the list.
 * On an error the namespace goes back to what it was and the `PorticoError` is rethrown.
 */
export async function activateWallet(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<Connection | undefined> {
  const { stores } = config
  const previous = stores.connection.getState().namespaces[namespace]
  const restore = () =>
    updateNamespaceState(
      stores.connection,
      namespace,
      previous?.status === 'connected' ? previous : { status: 'disconnected' },
      'replace',
    )

  updateNamespaceState(
    stores.connection,
    namespace,
    { status: 'connecting', connectorId },
    'replace',
  )
  let connection: Connection
  try {
    const adapter = getAdapter(config, namespace, connectorId)
    const granted = await adapter.reconnect({ connectorId, namespace })
    if (!granted || granted.accounts.length === 0) {
      restore()
      dropConnection(config, namespace, connectorId)
      return undefined
    }
    connection = applyConnection(config, namespace, granted)
  } catch (error) {
    restore()
    throw toPorticoError(error)
  }
  showUnsupportedChain(config, namespace)
  loadAccountDetails(config, namespace)
  requestSiwxCheck(config, namespace)
  return connection
}
