import {
  disconnect,
  NetworkNotFoundError,
  NotConnectedError,
  type PorticoConfig,
} from '@portico/core'
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, getAddress, http } from 'viem'
import { connectThroughModal } from './connectThroughModal.ts'
import {
  createPorticoProvider,
  type PorticoProvider,
  type RequestArguments,
} from './createPorticoProvider.ts'
import { findChainMismatches } from './findChainMismatches.ts'
import { type EvmConnection, evmConnectionChanged, readEvmConnection } from './readEvmConnection.ts'
import { switchPorticoChain } from './switchPorticoChain.ts'
import { waitForSettledEvmConnection } from './waitForEvmConnection.ts'

export interface PorticoConnectorParameters {
  /** wagmi's connector id. Default 'portico'. */
  id?: string
  /** wagmi's connector name. Default 'Portico'. */
  name?: string
}

/** What wagmi's `connect({ connector })` may pass to the Portico connector. */
export interface PorticoConnectParameters {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  withCapabilities?: boolean | undefined
  /** Connect this wallet of the kit's list directly instead of opening the modal. */
  walletId?: string | undefined
}

export const PORTICO_CONNECTOR_TYPE = 'portico'

/**
 * What the connector adds to wagmi's connector: its `connect` also takes a `walletId`. wagmi's
 * `connect({ connector, … })` types its parameters from this, so `walletId` is checked there.
 */
export interface PorticoConnectorProperties extends Record<string, unknown> {
  connect<withCapabilities extends boolean = false>(
    parameters?:
      | (PorticoConnectParameters & { withCapabilities?: withCapabilities | boolean | undefined })
      | undefined,
  ): Promise<{
    accounts: withCapabilities extends true
      ? readonly { address: Address; capabilities: Record<string, unknown> }[]
      : readonly Address[]
    chainId: number
  }>
}

type WagmiConnectorFn = CreateConnectorFn<PorticoProvider, PorticoConnectorProperties>

/**
 * wagmi's `CreateConnectorFn` without the EIP-6963 `providers` wagmi 3 passes and the bridge
 * does not use: a function that asks for less is a connector for wagmi 2 and 3 alike.
 */
export type PorticoConnectorFn = (
  config: Omit<Parameters<WagmiConnectorFn>[0], 'providers'>,
) => ReturnType<WagmiConnectorFn>

/**
 * A wagmi connector whose connection is the kit's EVM connection. The visitor picks a wallet
 * in Portico's modal (an extension, a WalletConnect wallet, the e-mail or social embedded
 * wallet); the kit's store stays the one source of truth, and the connector mirrors it into
 * wagmi: a connect, account change, network switch or disconnect on either side shows on both.
 * wagmi's hooks (`useAccount`, `useBalance`, `useSignMessage`, `useWriteContract`, …) then go
 * through whichever wallet the visitor picked. Works with wagmi 2 and 3.
 *
 * @example
 * const portico = createConfig({ projectId, apiUrl, networks: chains.map(defineNetwork), adapters })
 * const wagmiConfig = createWagmiConfig({
 *   chains,
 *   transports,
 *   connectors: [porticoConnector(portico)],
 *   multiInjectedProviderDiscovery: false,
 *   ssr: true,
 *   storage: createStorage({ storage: cookieStorage }),
 * })
 */
export function porticoConnector(
  portico: PorticoConfig,
  parameters: PorticoConnectorParameters = {},
): PorticoConnectorFn {
  return (config) => {
    const [firstChain] = config.chains
    const readChain = (chainId: number, request: RequestArguments) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const transport = chain && config.transports?.[chainId]
      if (chain && transport) return transport({ chain, retryCount: 0 }).request(request as never)
      // A chain the kit lists but wagmi does not: its RPC from the kit's network.
      const network = portico.options.networks.find(
        (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
      )
      const url = network?.rpcUrls.default.http[0]
      if (!url)
        throw new NetworkNotFoundError({
          details: `No RPC for chain ${chainId}: add it to wagmi's createConfig({ chains, transports }).`,
        })
      return http(url)({ retryCount: 0 }).request(request as never)
    }
    const provider = createPorticoProvider(portico, {
      readChain,
      fallbackChainId: firstChain.id,
    })
    let mirrored: EvmConnection = readEvmConnection(portico)
    let stopMirroring: (() => void) | undefined

    // Tells wagmi (and the provider's listeners) what changed in the kit's EVM connection.
    const mirror = () => {
      const next = readEvmConnection(portico)
      // A wallet switch passes through 'connecting'; wagmi keeps the old one until it settles.
      if (next.status === 'connecting' || !evmConnectionChanged(mirrored, next)) return
      const previous = mirrored
      mirrored = next
      const chainId = next.chainId ?? firstChain.id
      if (next.status === 'disconnected') {
        if (previous.status !== 'connected') return
        config.emitter.emit('disconnect')
        provider.emit('disconnect', new NotConnectedError())
        return
      }
      if (previous.status !== 'connected') {
        config.emitter.emit('connect', { accounts: next.accounts, chainId })
        provider.emit('connect', { chainId: `0x${chainId.toString(16)}` })
        return
      }
      config.emitter.emit('change', { accounts: next.accounts, chainId })
      if (previous.chainId !== next.chainId)
        provider.emit('chainChanged', `0x${chainId.toString(16)}`)
      provider.emit('accountsChanged', next.accounts)
    }

    return {
      id: parameters.id ?? 'portico',
      name: parameters.name ?? 'Portico',
      type: PORTICO_CONNECTOR_TYPE,

      async setup() {
        for (const { message } of findChainMismatches(config.chains, portico.options.networks))
          console.warn(`[portico/wagmi] ${message}`)
        stopMirroring?.()
        const unsubscribeConnection = portico.stores.connection.subscribe(mirror)
        const unsubscribeAccount = portico.stores.account.subscribe(mirror)
        stopMirroring = () => {
          unsubscribeConnection()
          unsubscribeAccount()
        }
      },

      async connect(connectParameters?: PorticoConnectParameters) {
        const { chainId, isReconnecting, withCapabilities, walletId } = connectParameters ?? {}
        let connection = isReconnecting
          ? await waitForSettledEvmConnection(portico)
          : readEvmConnection(portico)
        if (connection.status !== 'connected') {
          if (isReconnecting) throw new NotConnectedError({ details: 'No wallet to reconnect' })
          connection = await connectThroughModal(portico, { walletId })
        }
        if (chainId !== undefined && chainId !== connection.chainId) {
          await switchPorticoChain(portico, chainId)
          connection = readEvmConnection(portico)
        }
        mirrored = connection
        const accounts = withCapabilities
          ? connection.accounts.map((address) => ({ address, capabilities: {} }))
          : connection.accounts
        return { accounts, chainId: connection.chainId ?? firstChain.id } as never
      },

      async disconnect() {
        if (readEvmConnection(portico).status === 'connected')
          await disconnect(portico, { namespace: 'eip155' })
      },

      async getAccounts() {
        return readEvmConnection(portico).accounts
      },

      async getChainId() {
        return readEvmConnection(portico).chainId ?? firstChain.id
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        return (await waitForSettledEvmConnection(portico)).status === 'connected'
      },

      async switchChain({ chainId }) {
        await switchPorticoChain(portico, chainId)
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain)
          throw new NetworkNotFoundError({
            details: `Chain ${chainId} is not in wagmi's chains: add it to wagmi's createConfig({ chains, transports }).`,
          })
        return chain
      },

      // The kit's own adapters listen to the wallet; these mirror what wagmi itself relays.
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
}
