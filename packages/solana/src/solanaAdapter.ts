import {
  type AdapterConnection,
  type ChainAdapter,
  type ChainNamespace,
  ChainNotSupportedError,
  type ConnectionAccount,
  ConnectorNotFoundError,
  InvalidAddressError,
  type Network,
  NotConnectedError,
  RequestedChainsNotSupportedError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
  WalletUnauthorizedError,
} from '@portico/core'
import { callWallet, createWalletSessions, describeValue } from '@portico/wallet-standard'
import { getSolanaBalance } from './actions/getSolanaBalance.ts'
import { isSolanaAddress } from './addresses/isSolanaAddress.ts'
import { solanaAddressChecks } from './addresses/solanaAddressChecks.ts'
import {
  type DiscoveredSolanaWallet,
  watchSolanaConnectors,
} from './discovery/watchSolanaConnectors.ts'
import { createSolanaTransfers } from './transfers/createSolanaTransfers.ts'
import { type ParsedWalletAccount, parseWalletAccounts } from './wallet/parseWalletAccounts.ts'
import type { SolanaSession } from './wallet/SolanaSession.ts'
import { selectSolanaNetwork } from './wallet/selectSolanaNetwork.ts'
import { getWalletFeature } from './wallet/walletFeatures.ts'
import { watchWalletChanges } from './wallet/watchWalletChanges.ts'

/** Signing and requests: asked for when a session starts, so that a request finds them loaded. */
const loadRequests = () => import('./requests/solanaWalletRequests.ts')

/**
 * The Solana chain adapter: discovers Wallet Standard Solana wallets, connects (silently on
 * reconnect, resuming on the network core kept), keeps the dApp's network per wallet, signs
 * messages, answers the `solana_*` requests, reads SOL balances and sends SOL and SPL tokens
 * (`transfers`: estimate on the network's RPC, sign and send through the wallet, follow the
 * signature). Every wallet answer is
 * parsed before use and every failure is a `PorticoError`.
 *
 * @example
 * import { createConfig } from '@portico/core'
 * import { evmAdapter } from '@portico/evm'
 * import { solanaAdapter } from '@portico/solana'
 *
 * const config = createConfig({
 *   projectId,
 *   networks: [mainnet, solanaMainnet],
 *   adapters: [evmAdapter(), solanaAdapter()],
 * })
 */
export function solanaAdapter(): ChainAdapter {
  const wallets = createWalletSessions<DiscoveredSolanaWallet, SolanaSession>({
    namespace: 'solana',
    familyName: 'Solana',
    watch: watchSolanaConnectors,
  })
  const { sessions, emit, findWallet, requireWallet, endSession } = wallets

  const requireSession = (connectorId: string) => {
    requireWallet(connectorId)
    const session = sessions.get(connectorId)
    if (!session) throw new NotConnectedError({ details: `'${connectorId}' is not connected` })
    return session
  }

  const openSession = (
    connectorId: string,
    item: DiscoveredSolanaWallet,
    accounts: readonly ParsedWalletAccount[],
    network: Network,
  ): SolanaSession => {
    const stop = watchWalletChanges(item.wallet, (next) => {
      const session = sessions.get(connectorId)
      if (!session) return
      if (next.length === 0) {
        endSession(connectorId)
      } else if (sameAddresses(session.accounts, next)) {
        return
      } else {
        session.accounts = next
      }
      emit({
        type: 'accountsChanged',
        connectorId,
        namespace: 'solana',
        accounts: toConnectionAccounts(next),
      })
    })
    const session: SolanaSession = {
      wallet: item.wallet,
      accounts,
      chain: network.caipNetworkId as SolanaSession['chain'],
      stop,
    }
    wallets.openSession(connectorId, session)
    // A failure here is left to the request that needs the code: it asks for it again.
    loadRequests().catch(() => undefined)
    return session
  }

  /** Turns a `standard:connect` answer into a session on a network both sides support. */
  const grant = (
    connectorId: string,
    item: DiscoveredSolanaWallet,
    accounts: readonly ParsedWalletAccount[],
    preferred: Network | undefined,
  ): AdapterConnection => {
    const supported = new Set([...item.info.chains, ...accounts.flatMap((a) => a.chains)])
    const network = selectSolanaNetwork({ preferred, networks: wallets.networks, supported })
    if (!network)
      throw new RequestedChainsNotSupportedError({
        details: `${item.info.name} supports ${describeValue([...supported])}`,
      })
    openSession(connectorId, item, accounts, network)
    return { connectorId, accounts: toConnectionAccounts(accounts), chainId: network.id }
  }

  const connect = async (connectorId: string, preferred?: Network): Promise<AdapterConnection> => {
    const item = requireWallet(connectorId)
    const feature = getWalletFeature(item.wallet, 'standard:connect')
    if (!feature) throw new ConnectorNotFoundError({ details: `${connectorId} cannot connect` })
    const raw = await callWallet(() => feature.connect(), 'connect')
    const accounts = parseWalletAccounts(readAccounts(raw), { source: 'standard:connect' })
    try {
      return grant(connectorId, item, accounts, preferred)
    } catch (error) {
      // The wallet granted access the dApp cannot use: do not leave it authorised.
      await disconnectWallet(item)
      throw error
    }
  }

  return {
    namespace: 'solana',
    setup: wallets.setup,
    getConnectors: wallets.getConnectors,

    async connect({ connectorId, network, namespace }) {
      requireNamespace(namespace)
      return await connect(connectorId, network)
    },

    async reconnect({ connectorId, namespace, network }) {
      requireNamespace(namespace)
      const item = findWallet(connectorId)
      const feature = item && getWalletFeature(item.wallet, 'standard:connect')
      if (!item || !feature) return undefined
      let raw: unknown
      try {
        raw = await callWallet(() => feature.connect({ silent: true }))
      } catch (error) {
        // A wallet refuses a silent connect it cannot grant (4001, 4100): no grant, not a failure.
        if (error instanceof UserRejectedRequestError || error instanceof WalletUnauthorizedError)
          return undefined
        throw error
      }
      const accounts = parseWalletAccounts(readAccounts(raw), {
        source: 'standard:connect (silent)',
        allowEmpty: true,
      })
      if (accounts.length === 0) return undefined
      // Solana wallets hold no current chain: resume on the one core kept across the reload.
      return grant(connectorId, item, accounts, network)
    },

    async disconnect({ connectorId, namespace }) {
      requireNamespace(namespace)
      // Listeners go first, so the wallet's own change({ accounts: [] }) is not echoed.
      const wallet = sessions.get(connectorId)?.wallet
      endSession(connectorId)
      const item = findWallet(connectorId)
      if (item) await disconnectWallet(item)
      else if (wallet) await disconnectWallet({ wallet })
    },

    async switchNetwork({ connectorId, network }) {
      if (network.chainNamespace !== 'solana')
        throw new ChainNotSupportedError({ details: `${network.caipNetworkId} is not Solana` })
      const item = requireWallet(connectorId)
      const session = sessions.get(connectorId)
      const supported = new Set([
        ...item.info.chains,
        ...(session?.accounts.flatMap((account) => account.chains) ?? []),
      ])
      if (!supported.has(network.caipNetworkId))
        throw new ChainNotSupportedError({
          details: `${item.info.name} does not support ${network.caipNetworkId}`,
        })
      // Solana wallets have no switch call: the adapter holds the chain requests go to.
      if (!session) return
      session.chain = network.caipNetworkId as SolanaSession['chain']
      emit({ type: 'chainChanged', connectorId, namespace: 'solana', chainId: network.id })
    },

    async signMessage({ connectorId, address, message, namespace }) {
      requireNamespace(namespace)
      if (!isSolanaAddress(address))
        throw new InvalidAddressError({ details: `Cannot sign for ${describeValue(address)}` })
      const session = requireSession(connectorId)
      const account = session.accounts.find((item) => item.address === address)
      if (!account)
        throw new NotConnectedError({ details: `${address} is not connected in ${connectorId}` })
      const { signSolanaMessage } = await loadRequests()
      return await signSolanaMessage({
        wallet: session.wallet,
        account: account.walletAccount,
        message: new TextEncoder().encode(message),
      })
    },

    async request({ connectorId, method, params, namespace }) {
      requireNamespace(namespace)
      requireWallet(connectorId)
      const { handleSolanaRequest } = await loadRequests()
      return await handleSolanaRequest({
        session: sessions.get(connectorId),
        method,
        params,
        requestAccounts: async () => {
          const current = sessions.get(connectorId)
          const preferred = wallets.networks.find(
            (network) => network.caipNetworkId === current?.chain,
          )
          await connect(connectorId, preferred)
          return requireSession(connectorId)
        },
      })
    },

    transfers: createSolanaTransfers({ getSession: requireSession }),

    getBalance: getSolanaBalance,

    addressChecks: { solana: solanaAddressChecks },
  }
}

function requireNamespace(namespace: ChainNamespace | undefined): void {
  if (namespace !== undefined && namespace !== 'solana')
    throw new UnsupportedNamespaceError({ details: `The Solana adapter cannot serve ${namespace}` })
}

/** `standard:disconnect` when the wallet has it; best effort (the site forgets it either way). */
async function disconnectWallet(item: Pick<DiscoveredSolanaWallet, 'wallet'>): Promise<void> {
  const feature = getWalletFeature(item.wallet, 'standard:disconnect')
  if (!feature) return
  try {
    await feature.disconnect()
  } catch {
    // A wallet that fails to forget the site cannot be helped from here.
  }
}

function readAccounts(output: unknown): unknown {
  try {
    return (output as { accounts?: unknown } | null | undefined)?.accounts
  } catch {
    return undefined
  }
}

function sameAddresses(
  a: readonly ParsedWalletAccount[],
  b: readonly ParsedWalletAccount[],
): boolean {
  return a.length === b.length && a.every((item, index) => item.address === b[index]?.address)
}

function toConnectionAccounts(accounts: readonly ParsedWalletAccount[]): ConnectionAccount[] {
  return accounts.map(({ address }) => ({ address, namespace: 'solana' }))
}
