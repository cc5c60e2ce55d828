import {
  type AdapterEvent,
  type AdapterSetupParameters,
  type ChainNamespace,
  type Connector,
  ConnectorNotFoundError,
  type Network,
} from '@portico/core'
import type { Wallet } from '@wallet-standard/base'

/** What discovery yields per wallet: its connector and the live wallet behind it. */
export interface DiscoveredWalletItem {
  connector: Connector
  wallet: Wallet
}

/** A connected wallet: the live wallet, and what stops watching it. */
export interface WalletSession {
  wallet: Wallet
  stop: () => void
}

export interface CreateWalletSessionsParameters<Item extends DiscoveredWalletItem> {
  namespace: ChainNamespace
  /** The family as errors name it: "No Solana wallet 'ws:solana:…'". */
  familyName: string
  /** The family's discovery (e.g. `watchSolanaConnectors`); returns what stops it. */
  watch: (parameters: {
    networks: readonly Network[]
    onChange: (list: readonly Item[]) => void
  }) => () => void
}

/**
 * The lifecycle a Wallet Standard adapter shares with every other: its networks and event sink
 * from `setup`, the discovered wallets, and one session per connected wallet. A connected
 * wallet that unregisters (disabled, uninstalled, replaced) ends its session and core hears a
 * `disconnect`. `setup` again, or its teardown, ends every session.
 */
export interface WalletSessions<Item extends DiscoveredWalletItem, Session extends WalletSession> {
  /** The dApp's networks of this namespace (empty before `setup`). */
  readonly networks: readonly Network[]
  readonly sessions: ReadonlyMap<string, Session>
  /** Sends an event to core (a no-op outside `setup`). */
  emit(event: AdapterEvent): void
  findWallet(connectorId: string): Item | undefined
  /** The wallet, or `ConnectorNotFoundError`. */
  requireWallet(connectorId: string): Item
  /** Makes `session` the wallet's, ending the one it had. */
  openSession(connectorId: string, session: Session): void
  endSession(connectorId: string): void
  /** `ChainAdapter.setup`. */
  setup(parameters: AdapterSetupParameters): () => void
  /** `ChainAdapter.getConnectors`. */
  getConnectors(): readonly Connector[]
}

/**
 * @example
 * const wallets = createWalletSessions<DiscoveredSolanaWallet, SolanaSession>({
 *   namespace: 'solana',
 *   familyName: 'Solana',
 *   watch: watchSolanaConnectors,
 * })
 * return { namespace: 'solana', setup: wallets.setup, getConnectors: wallets.getConnectors, … }
 */
export function createWalletSessions<
  Item extends DiscoveredWalletItem,
  Session extends WalletSession,
>(parameters: CreateWalletSessionsParameters<Item>): WalletSessions<Item, Session> {
  const { namespace, familyName, watch } = parameters
  let discovered: readonly Item[] = []
  let networks: readonly Network[] = []
  let emit: (event: AdapterEvent) => void = () => {}
  let stopDiscovery: (() => void) | undefined
  const sessions = new Map<string, Session>()

  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stop()
    sessions.delete(connectorId)
  }
  const stopAll = () => {
    for (const connectorId of [...sessions.keys()]) endSession(connectorId)
    stopDiscovery?.()
    stopDiscovery = undefined
    discovered = []
  }
  const findWallet = (connectorId: string) =>
    discovered.find((item) => item.connector.id === connectorId)

  return {
    get networks() {
      return networks
    },
    sessions,
    emit: (event) => emit(event),
    findWallet,
    requireWallet(connectorId) {
      const item = findWallet(connectorId)
      if (!item)
        throw new ConnectorNotFoundError({ details: `No ${familyName} wallet '${connectorId}'` })
      return item
    },
    openSession(connectorId, session) {
      endSession(connectorId)
      sessions.set(connectorId, session)
    },
    endSession,
    setup({ networks: all, emit: emitEvent }) {
      stopAll()
      emit = emitEvent
      networks = all.filter((network) => network.chainNamespace === namespace)
      stopDiscovery = watch({
        networks,
        onChange: (list) => {
          discovered = list
          for (const [connectorId, session] of [...sessions]) {
            if (list.some((item) => item.wallet === session.wallet)) continue
            endSession(connectorId)
            emit({ type: 'disconnect', connectorId, namespace })
          }
          emit({ type: 'connectors', namespace, connectors: list.map((item) => item.connector) })
        },
      })
      return () => {
        stopAll()
        emit = () => {}
      }
    },
    getConnectors: () => discovered.map((item) => item.connector),
  }
}
