import { listedConnections } from '../internal/connection/listedConnections.ts'
import { requireMultiWallet } from '../internal/connection/requireMultiWallet.ts'
import type { WalletConnectionClass } from '../internal/connection/walletConnectionClass.ts'
import type { ChainNamespace, Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { ConnectionAccount, Connector } from '../types/connector.ts'

export type { WalletConnectionClass }

export interface GetWalletConnectionsParameters {
  /** Only this namespace. Default: every namespace. */
  namespace?: ChainNamespace
  /**
   * Also list the known connectors (installed, announced, WalletConnect) that have no
   * connection, as 'disconnected'. Default false: only the wallets listed in connections.
   */
  includeDisconnected?: boolean
}

/** One wallet of the multi-wallet list (spec §3 Connection, §4 per-wallet connection class). */
export interface WalletConnection {
  namespace: ChainNamespace
  connectorId: string
  /** The connector it came through, for its name and icon; undefined when not discovered yet. */
  connector: Connector | undefined
  /** Empty for a 'disconnected' wallet. */
  accounts: readonly ConnectionAccount[]
  /** The wallet's chain id; undefined for a 'disconnected' wallet. */
  chainId: number | string | undefined
  /** The dApp's network for `chainId`, when it has one. */
  caipNetwork: Network | undefined
  class: WalletConnectionClass
}

export type GetWalletConnectionsReturnType = WalletConnection[]

/**
 * Every wallet listed per namespace (spec §3 connections), in the order they connected, each
 * with its spec §4 class: 'connected' (the active connector), 'active' (listed), and with
 * `includeDisconnected` the known connectors with no connection as 'disconnected'. A pure read
 * of the stores. With `features.multiWallet` off it shows the 'Multi-wallet not enabled' info
 * alert and returns an empty list (it never throws).
 *
 * @example
 * const wallets = getWalletConnections(config, { namespace: 'eip155' })
 * wallets.find((wallet) => wallet.class === 'connected')?.accounts[0]?.address // '0xf39F…'
 */
export function getWalletConnections(
  config: PorticoConfig,
  parameters: GetWalletConnectionsParameters = {},
): GetWalletConnectionsReturnType {
  if (!requireMultiWallet(config)) return []
  const { stores } = config
  const state = stores.connection.getState()
  const connectors = stores.connectors.getState().connectors
  const findConnector = (connectorId: string) =>
    connectors.find((connector) => connector.id === connectorId)

  const namespaces = new Set<ChainNamespace>(
    parameters.namespace
      ? [parameters.namespace]
      : [
          ...(Object.keys(state.connections ?? {}) as ChainNamespace[]),
          ...(parameters.includeDisconnected ? connectors.map((connector) => connector.chain) : []),
        ],
  )

  return [...namespaces].flatMap((namespace) => {
    const live = state.namespaces[namespace]
    const listed: WalletConnection[] = listedConnections(config, namespace).map((listedOne) => {
      const connected = live?.status === 'connected' && live.connectorId === listedOne.connectorId
      // The live connection follows chain and account events; the list entry may lag behind.
      const connection = connected && live.connection ? live.connection : listedOne
      return {
        namespace,
        connectorId: connection.connectorId,
        connector: findConnector(connection.connectorId),
        accounts: connection.accounts,
        chainId: connection.chainId,
        caipNetwork: connection.caipNetwork,
        class: connected ? 'connected' : 'active',
      }
    })
    if (!parameters.includeDisconnected) return listed
    const unlisted: WalletConnection[] = connectors
      .filter(
        (connector) =>
          connector.chain === namespace &&
          !listed.some((wallet) => wallet.connectorId === connector.id),
      )
      .map((connector) => ({
        namespace,
        connectorId: connector.id,
        connector,
        accounts: [],
        chainId: undefined,
        caipNetwork: undefined,
        class: 'disconnected',
      }))
    return [...listed, ...unlisted]
  })
}
