import type {
  CaipAddress,
  ChainNamespace,
  ConnectionAccount,
  ConnectionStatus,
  Connector,
} from '@portico/core'
import { useMemo } from 'react'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseAccountReturnType {
  /** The account the kit shows: the first the wallet granted (Bitcoin: the payment one). */
  address: string | undefined
  /**
   * Every account the wallet granted in this family, e.g. Bitcoin's payment and ordinal ones
   * with their `publicKey` and `path` (spec §3); empty while disconnected.
   */
  accounts: readonly ConnectionAccount[]
  /** `namespace:chainId:address`, e.g. `eip155:31337:0xf39F…`. */
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  /** Native balance as a decimal string, e.g. '10000.00'. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The name the address goes by (identity service), when it has one. */
  profileName: string | undefined
  /** The connector the account came through. */
  connector: Connector | undefined
}

const NO_ACCOUNTS: readonly ConnectionAccount[] = []

/**
 * The visitor's account in one chain family (the active one by default).
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
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)

  return useMemo(() => {
    const status = connection?.status ?? 'disconnected'
    const connectorId = connection?.connectorId ?? connection?.connection?.connectorId
    return {
      address: account?.address,
      accounts: connection?.connection?.accounts ?? NO_ACCOUNTS,
      caipAddress: account?.caipAddress,
      status,
      isConnected: status === 'connected',
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      profileName: account?.profileName,
      connector: connectors.find((connector) => connector.id === connectorId),
    }
  }, [connection, account, connectors])
}
