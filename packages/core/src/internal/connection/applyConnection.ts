import { InvalidWalletResponseError } from '../../errors/connection.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { AdapterConnection } from '../../types/adapter.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { dropStaleTransactions } from '../account/dropStaleTransactions.ts'
import { applyChainId } from './applyChainId.ts'
import { findNetwork } from './findNetwork.ts'
import { normalizeChainId } from './normalizeChainId.ts'
import { saveConnections } from './saveConnections.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

/**
 * Records what a wallet granted on connect or reconnect: status connected, the account
 * (address, CAIP address, wallet info, explorer link), the network, and the stored connector.
 * Throws `InvalidWalletResponseError` / `InvalidChainIdError` for an answer it cannot use.
 */
export function applyConnection(
  config: PorticoConfig,
  namespace: ChainNamespace,
  granted: AdapterConnection,
): Connection {
  const [account] = granted.accounts
  if (!account) throw new InvalidWalletResponseError({ details: 'No account was granted' })
  const chainId = normalizeChainId(namespace, granted.chainId)
  const { stores, storage } = config

  const connector = stores.connectors
    .getState()
    .connectors.find((candidate) => candidate.id === granted.connectorId)
  const connection: Connection = {
    connectorId: granted.connectorId,
    accounts: granted.accounts,
    caipNetwork: findNetwork(config, namespace, chainId),
    chainId,
    ...(granted.auth ? { auth: granted.auth } : {}),
  }

  // An embedded wallet signed in through a social provider says so again after a reload.
  const socialProvider =
    connector?.type === 'AUTH' ? storage.get(storageKeys.socialProvider) : undefined
  updateNamespaceState(
    stores.account,
    namespace,
    {
      address: account.address,
      preferredAccountType: account.type,
      ...(socialProvider ? { socialProvider } : {}),
      connectedWalletInfo: {
        name: connector?.name ?? granted.connectorId,
        icon: connector?.imageUrl ?? connector?.info?.icon,
        type: connector?.type,
      },
    },
    'replace',
  )
  updateNamespaceState(
    stores.connection,
    namespace,
    { status: 'connected', connectorId: granted.connectorId, connection },
    'replace',
  )
  applyChainId(config, namespace, chainId)
  storage.set(storageKeys.connectedConnectorId(namespace), granted.connectorId)
  saveConnections(config, namespace, connection)
  dropStaleTransactions(config, namespace)
  return connection
}
