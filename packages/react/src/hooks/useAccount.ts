import { type ChainNamespace, type MergedAccount, mergeAccount } from '@portico/core'
import { useMemo } from 'react'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

/** Core's merged account (see `mergeAccount`): address, accounts, status, balance, connector. */
export type UseAccountReturnType = MergedAccount

/**
 * The visitor's account in one chain family (the active one by default): core's `mergeAccount`
 * over the three store slices this hook subscribes to (server-rendered from their initial state).
 *
 * @example
 * function Greeting() {
 *   const { isConnected, address } = useAccount()
 *   return <p>{isConnected ? `Hello ${address}` : 'Not connected'}</p>
 * }
 */
export function useAccount(namespace?: ChainNamespace): UseAccountReturnType {
  const config = usePorticoConfig()
  const ns = useActiveNamespace(namespace)
  const connection = useStoreState(config.stores.connection, (state) => state.namespaces[ns])
  const account = useStoreState(config.stores.account, (state) => state.namespaces[ns])
  // The connection's own connector, not the list: discovery adds connectors while nothing is
  // connected, which must not re-render every button (in the start's task, where a press lands).
  const connectorId = connection?.connectorId ?? connection?.connection?.connectorId
  const connector = useStoreState(config.stores.connectors, (state) =>
    connectorId === undefined ? undefined : state.connectors.find(({ id }) => id === connectorId),
  )
  return useMemo(
    () => mergeAccount({ connection, account, connectors: connector ? [connector] : [] }),
    [connection, account, connector],
  )
}
