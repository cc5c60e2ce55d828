import { connectorIdOf } from '../internal/connection/connectorIdOf.ts'
import type { CaipAddress } from '../types/chain.ts'
import type { ConnectionAccount, Connector } from '../types/connector.ts'
import type { AccountState, ConnectionStatus, NamespaceConnection } from '../types/state.ts'

/** What one chain family's account is made of: a slice of each of three stores. */
export interface AccountSources {
  /** `stores.connection.getState().namespaces[namespace]` */
  connection: NamespaceConnection | undefined
  /** `stores.account.getState().namespaces[namespace]` */
  account: AccountState | undefined
  /** `stores.connectors.getState().connectors` */
  connectors: readonly Connector[]
}

/** The visitor's account in one chain family, as a UI shows it. */
export interface MergedAccount {
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

// One empty list for every disconnected account, so that equal states give equal values.
const NO_ACCOUNTS: readonly ConnectionAccount[] = []

/**
 * Merges the connection, account and connectors slices of one chain family into the account a
 * UI shows. Pure: bindings pass the slices they subscribed to (React reads them with server
 * snapshots), `getAccount` passes the stores' current ones.
 *
 * @example
 * const { namespaces } = config.stores.connection.getState()
 * mergeAccount({
 *   connection: namespaces.eip155,
 *   account: config.stores.account.getState().namespaces.eip155,
 *   connectors: config.stores.connectors.getState().connectors,
 * }).isConnected // true
 */
export function mergeAccount(sources: AccountSources): MergedAccount {
  const { connection, account, connectors } = sources
  const status = connection?.status ?? 'disconnected'
  const connectorId = connectorIdOf(connection)
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
}
