import {
  type AdapterConnection,
  type AdapterEvent,
  type ChainAdapter,
  type ConnectionAccount,
  ConnectorNotFoundError,
  type Network,
  WalletUnauthorizedError,
} from '@portico/core'
import type { Address } from 'viem'
import { getNativeBalance } from './actions/getNativeBalance.ts'
import { switchChain } from './actions/switchChain.ts'
import { evmAddressChecks } from './addresses/evmAddressChecks.ts'
import { type DiscoveredConnector, watchEvmConnectors } from './discovery/watchEvmConnectors.ts'
import type { Eip1193Provider } from './provider/Eip1193Provider.ts'
import { loadChecksum } from './provider/loadChecksum.ts'
import { type Checksum, parseAccounts } from './provider/parseAccounts.ts'
import { readChainId } from './provider/readChainId.ts'
import { requestWallet } from './provider/requestWallet.ts'
import { watchProviderEvents } from './provider/watchProviderEvents.ts'
import type { EvmRpcGateway } from './rpc/evmRpcGateway.ts'
import { evmSwaps } from './swaps/evmSwaps.ts'
import { evmTransfers } from './transfers/evmTransfers.ts'

export interface EvmAdapterParameters {
  /** List `window.ethereum` as the 'injected' connector when no announcement covers it (default true). */
  injected?: boolean
  /**
   * The Portico server's chain RPC gateway (`{ apiUrl, projectId }`, docs/rpc-gateway.md):
   * balance and transfer reads try it first, then the network's own RPC URLs. Absent: the one
   * core passes in `setup` (its `apiUrl` and project id), if any. `false`: the network's own
   * RPC only.
   */
  rpcGateway?: EvmRpcGateway | false
}

/**
 * The EVM (`eip155`) chain adapter: discovers EIP-6963 and injected EIP-1193 wallets, connects,
 * switches and adds networks, signs messages, reads native balances and sends native and ERC-20
 * transfers (`transfers`, loaded on first use) and checks the swap service's transactions
 * (`swaps`, loaded on a swap's first check, in a chunk of their own); its chain reads go through
 * the Portico server's RPC gateway first when it has one (`rpcGateway`, by default core's). Every
 * wallet answer is parsed before use and every failure is a `PorticoError`.
 *
 * @example
 * import { createConfig } from '@portico/core'
 * import { evmAdapter } from '@portico/evm'
 *
 * const config = createConfig({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 */
export function evmAdapter(parameters: EvmAdapterParameters = {}): ChainAdapter {
  let discovered: readonly DiscoveredConnector[] = []
  let emit: (event: AdapterEvent) => void = () => {}
  let stopDiscovery: (() => void) | undefined
  /** Core's gateway from `setup`; the developer's `rpcGateway` (or `false`) wins over it. */
  let setupGateway: EvmRpcGateway | undefined
  const gateway = () =>
    parameters.rpcGateway === undefined ? setupGateway : parameters.rpcGateway || undefined
  /** One listener set per connected connector. */
  const sessions = new Map<string, { provider: Eip1193Provider; stop: () => void }>()

  const findProvider = (connectorId: string) =>
    discovered.find((item) => item.connector.id === connectorId)?.provider
  const requireProvider = (connectorId: string) => {
    const provider = findProvider(connectorId)
    if (!provider) throw new ConnectorNotFoundError({ details: `No EVM wallet '${connectorId}'` })
    return provider
  }

  const unwatch = (connectorId: string) => {
    sessions.get(connectorId)?.stop()
    sessions.delete(connectorId)
  }
  const watch = (connectorId: string, provider: Eip1193Provider, checksum: Checksum) => {
    if (sessions.get(connectorId)?.provider === provider) return
    unwatch(connectorId)
    const stop = watchProviderEvents(
      provider,
      {
        onAccountsChanged: (accounts) => {
          if (accounts.length === 0) unwatch(connectorId)
          emit({
            type: 'accountsChanged',
            connectorId,
            namespace: 'eip155',
            accounts: toConnectionAccounts(accounts),
          })
        },
        onChainChanged: (chainId) =>
          emit({ type: 'chainChanged', connectorId, namespace: 'eip155', chainId }),
        onDisconnect: () => {
          unwatch(connectorId)
          emit({ type: 'disconnect', connectorId, namespace: 'eip155' })
        },
      },
      checksum,
    )
    sessions.set(connectorId, { provider, stop })
  }

  const stopAll = () => {
    for (const connectorId of [...sessions.keys()]) unwatch(connectorId)
    stopDiscovery?.()
    stopDiscovery = undefined
    discovered = []
  }

  return {
    namespace: 'eip155',

    setup({ networks, emit: emitEvent, rpcGateway }) {
      stopAll()
      emit = emitEvent
      setupGateway = rpcGateway
      const evmNetworks = networks.filter((network) => network.chainNamespace === 'eip155')
      stopDiscovery = watchEvmConnectors({
        networks: evmNetworks,
        injected: parameters.injected ?? true,
        onChange: (list) => {
          discovered = list
          emit({
            type: 'connectors',
            namespace: 'eip155',
            connectors: list.map((item) => item.connector),
          })
        },
      })
      return () => {
        stopAll()
        emit = () => {}
      }
    },

    getConnectors: () => discovered.map((item) => item.connector),

    // `network` is not switched to here: the wallet reports its chain and core decides (spec §4
    // support check, UnsupportedChain view), so a connect never fails over a network preference.
    async connect({ connectorId }): Promise<AdapterConnection> {
      const provider = requireProvider(connectorId)
      // The checksum's code loads while the wallet asks its user.
      const [raw, checksum] = await Promise.all([
        requestWallet(provider, { method: 'eth_requestAccounts' }, 'connect'),
        loadChecksum(),
      ])
      const accounts = parseAccounts(raw, { source: 'eth_requestAccounts', checksum })
      const chainId = await readChainId(provider, 'connect')
      watch(connectorId, provider, checksum)
      return { connectorId, accounts: toConnectionAccounts(accounts), chainId }
    },

    async reconnect({ connectorId }) {
      const provider = findProvider(connectorId)
      if (!provider) return undefined
      // The checksum's code loads beside the wallet's answer; awaited once that came (its failure
      // is not left unhandled meanwhile).
      const loading = loadChecksum()
      loading.catch(() => undefined)
      let raw: unknown
      try {
        raw = await requestWallet(provider, { method: 'eth_accounts' })
      } catch (error) {
        // 4100: the wallet no longer grants this site access; that is no grant, not a failure.
        if (error instanceof WalletUnauthorizedError) return undefined
        throw error
      }
      const checksum = await loading
      const accounts = parseAccounts(raw, { source: 'eth_accounts', allowEmpty: true, checksum })
      if (accounts.length === 0) return undefined
      const chainId = await readChainId(provider)
      watch(connectorId, provider, checksum)
      return { connectorId, accounts: toConnectionAccounts(accounts), chainId }
    },

    async disconnect({ connectorId }) {
      // Listeners go first, so the wallet's own accountsChanged([]) after a revoke is not echoed.
      const provider = sessions.get(connectorId)?.provider ?? findProvider(connectorId)
      unwatch(connectorId)
      if (!provider) return
      try {
        await provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        })
      } catch {
        // Best effort: many wallets do not implement wallet_revokePermissions (4200).
      }
    },

    async switchNetwork({ connectorId, network }: { connectorId: string; network: Network }) {
      await switchChain(requireProvider(connectorId), network)
    },

    async signMessage({ connectorId, address, message }) {
      const provider = requireProvider(connectorId)
      // viem's hex and checksum (keccak) come with the lazy actions (lazyActions.ts).
      const { signPersonalMessage } = await import('./lazyActions.ts')
      return await signPersonalMessage(provider, { address, message })
    },

    request: ({ connectorId, method, params }) =>
      requestWallet(requireProvider(connectorId), params ? { method, params } : { method }),

    // eth_sendTransaction through requestWallet: the kit's wallet error mapping applies.
    transfers: evmTransfers({
      request: ({ connectorId, method, params }) =>
        requestWallet(requireProvider(connectorId), params ? { method, params } : { method }),
      gateway,
    }),

    // The swap service's transactions, checked before the wallet sees them.
    swaps: evmSwaps(),

    getBalance: (balance) => getNativeBalance(balance, gateway()),

    addressChecks: { eip155: evmAddressChecks },
  }
}

function toConnectionAccounts(accounts: readonly Address[]): ConnectionAccount[] {
  return accounts.map((address) => ({ address, namespace: 'eip155' }))
}
