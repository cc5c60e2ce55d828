import {
  type AdapterConnection,
  type ChainAdapter,
  ChainNotSupportedError,
  type Network,
  NotConnectedError,
  RequestedChainsNotSupportedError,
  UnsupportedNamespaceError,
} from '@portico/core'
import { callWallet, createWalletSessions } from '@portico/wallet-standard'
import * as v from 'valibot'
import { getBitcoinBalance } from './actions/getBitcoinBalance.ts'
import { bitcoinAddressChecks } from './addresses/bitcoinAddressChecks.ts'
import {
  type DiscoveredBitcoinWallet,
  watchBitcoinConnectors,
} from './discovery/watchBitcoinConnectors.ts'
import { addressFamilyOf, assertBitcoinNetwork } from './networks/bitcoinNetworks.ts'
import type { BitcoinSession } from './wallet/BitcoinSession.ts'
import { parseWalletAccounts } from './wallet/parseWalletAccounts.ts'
import { requireFeature } from './wallet/requireFeature.ts'
import { getWalletFeature } from './wallet/walletFeatures.ts'

export interface BitcoinAdapterParameters {
  /** Fee rate of `sendTransfer` transactions, in sat/vB (default 2). */
  feeRate?: number
}

const connectOutputSchema = v.looseObject({ accounts: v.unknown() })
const changeSchema = v.looseObject({ accounts: v.optional(v.unknown()) })

/** Signing and sending: asked for when a session starts, so that a request finds them loaded. */
const loadRequests = () => import('./requests/bitcoinWalletRequests.ts')

/**
 * The Bitcoin (`bip122`) chain adapter: discovers Wallet Standard Bitcoin wallets
 * (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, `standard:events`),
 * connects their payment and ordinal accounts, signs messages (BIP-322) and PSBTs, sends
 * transfers built from Esplora UTXOs, and reads balances from Esplora. Every wallet answer is
 * parsed before use and every failure is a `PorticoError`.
 *
 * @example
 * import { createConfig } from '@portico/core'
 * import { bitcoinAdapter } from '@portico/bitcoin'
 *
 * const config = createConfig({ projectId, networks: [bitcoinRegtest], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(parameters: BitcoinAdapterParameters = {}): ChainAdapter {
  const wallets = createWalletSessions<DiscoveredBitcoinWallet, BitcoinSession>({
    namespace: 'bip122',
    familyName: 'Bitcoin',
    watch: watchBitcoinConnectors,
  })
  const { sessions, emit, findWallet, requireWallet, endSession } = wallets

  const requireSession = (connectorId: string) => {
    const session = sessions.get(connectorId)
    if (!session) throw new NotConnectedError({ details: `${connectorId} is not connected` })
    return session
  }
  const assertNamespace = (namespace: string | undefined) => {
    if (namespace !== undefined && namespace !== 'bip122')
      throw new UnsupportedNamespaceError({
        details: `The Bitcoin adapter cannot serve ${namespace}`,
      })
  }

  /** The network to connect on: the one asked for when the wallet has it, else the first it has. */
  const pickNetwork = (found: DiscoveredBitcoinWallet, wanted: Network | undefined) => {
    if (wanted) assertBitcoinNetwork(wanted)
    const supported = (network: Network) =>
      found.info.chains.find((chain) => chain.caipNetworkId === network.caipNetworkId)
    const candidates = wanted ? [wanted, ...wallets.networks] : wallets.networks
    for (const network of candidates) {
      const chain = supported(network)
      if (chain) return { network, walletChain: chain.walletChain }
    }
    throw new RequestedChainsNotSupportedError({
      details: `${found.connector.name} supports ${found.info.chains.map((chain) => chain.walletChain).join(', ') || 'no Bitcoin chain'}`,
    })
  }

  const startSession = async (
    found: DiscoveredBitcoinWallet,
    choice: { network: Network; walletChain: string },
    rawAccounts: unknown,
  ): Promise<AdapterConnection> => {
    const accounts = await parseWalletAccounts(
      rawAccounts,
      addressFamilyOf(choice.network.caipNetworkId),
    )
    const connectorId = found.connector.id
    const session: BitcoinSession = {
      connectorId,
      wallet: found.wallet,
      network: choice.network,
      walletChain: choice.walletChain,
      accounts,
      stop: () => {},
    }
    session.stop = watchWallet(session)
    wallets.openSession(connectorId, session)
    // A failure here is left to the request that needs the code: it asks for it again.
    loadRequests().catch(() => undefined)
    return {
      connectorId,
      accounts: accounts.map((item) => item.account),
      chainId: choice.network.id,
    }
  }

  /** Forwards the wallet's `change` events: no accounts → disconnect; new accounts → re-read. */
  const watchWallet = (session: BitcoinSession): (() => void) => {
    const events = getWalletFeature(session.wallet, 'standard:events')
    if (!events) return () => {}
    const { connectorId } = session
    try {
      return events.on('change', (properties) => {
        const change = v.safeParse(changeSchema, properties)
        if (!change.success || change.output.accounts === undefined) return
        if (sessions.get(connectorId) !== session) return
        const raw = change.output.accounts
        if (Array.isArray(raw) && raw.length === 0) {
          endSession(connectorId)
          emit({ type: 'accountsChanged', connectorId, namespace: 'bip122', accounts: [] })
          emit({ type: 'disconnect', connectorId, namespace: 'bip122' })
          return
        }
        parseWalletAccounts(raw, addressFamilyOf(session.network.caipNetworkId)).then(
          (accounts) => {
            if (sessions.get(connectorId) !== session) return
            session.accounts = accounts
            emit({
              type: 'accountsChanged',
              connectorId,
              namespace: 'bip122',
              accounts: accounts.map((item) => item.account),
            })
          },
          (error) => console.warn('[portico/bitcoin] Ignored an invalid accounts change', error),
        )
      })
    } catch (error) {
      console.warn('[portico/bitcoin] The wallet refused an event listener', error)
      return () => {}
    }
  }

  return {
    namespace: 'bip122',
    setup: wallets.setup,
    getConnectors: wallets.getConnectors,

    async connect({ connectorId, network, namespace }) {
      assertNamespace(namespace)
      const found = requireWallet(connectorId)
      const choice = pickNetwork(found, network?.chainNamespace === 'bip122' ? network : undefined)
      const feature = requireFeature(found.wallet, 'bitcoin:connect')
      const raw = await callWallet(
        () => feature.connect({ purposes: ['payment', 'ordinals'] }),
        'connect',
      )
      const output = v.safeParse(connectOutputSchema, raw)
      return await startSession(found, choice, output.success ? output.output.accounts : undefined)
    },

    async reconnect({ connectorId, namespace, network }) {
      assertNamespace(namespace)
      const found = findWallet(connectorId)
      if (!found) return undefined
      // The network before a reload (core's storage), or of a session still open here.
      const previous =
        (network?.chainNamespace === 'bip122' ? network : undefined) ??
        sessions.get(connectorId)?.network
      let choice: ReturnType<typeof pickNetwork>
      try {
        choice = pickNetwork(found, previous)
      } catch {
        return undefined
      }
      // A wallet that remembers the site lists its accounts at once; else ask silently.
      let raw: unknown = readAccounts(found)
      if (!Array.isArray(raw) || raw.length === 0) {
        const standardConnect = getWalletFeature(found.wallet, 'standard:connect')
        if (!standardConnect) return undefined
        try {
          const output = v.safeParse(
            connectOutputSchema,
            await standardConnect.connect({ silent: true }),
          )
          raw = output.success ? output.output.accounts : undefined
        } catch {
          return undefined
        }
      }
      if (!Array.isArray(raw) || raw.length === 0) return undefined
      return await startSession(found, choice, raw)
    },

    async disconnect({ connectorId, namespace }) {
      assertNamespace(namespace)
      const wallet = sessions.get(connectorId)?.wallet ?? findWallet(connectorId)?.wallet
      // Listeners go first, so the wallet's own change event after the disconnect is not echoed.
      endSession(connectorId)
      if (!wallet) return
      const feature = getWalletFeature(wallet, 'standard:disconnect')
      try {
        await feature?.disconnect()
      } catch {
        // Best effort: the site forgets the wallet either way.
      }
    },

    async switchNetwork({ connectorId, network }) {
      assertBitcoinNetwork(network)
      const session = requireSession(connectorId)
      const found = requireWallet(connectorId)
      const chain = found.info.chains.find((item) => item.caipNetworkId === network.caipNetworkId)
      if (!chain)
        throw new ChainNotSupportedError({
          details: `${found.connector.name} does not support ${network.caipNetworkId}`,
        })
      if (session.network.caipNetworkId === network.caipNetworkId) return
      // Addresses differ per network (bc / tb / bcrt): the accounts must read on the new one.
      const accounts = await parseWalletAccounts(
        session.accounts.map((item) => item.walletAccount),
        addressFamilyOf(network.caipNetworkId),
      ).catch(() => undefined)
      if (!accounts)
        throw new ChainNotSupportedError({
          details: `The connected accounts are not addresses of ${network.caipNetworkId}`,
        })
      session.network = network
      session.walletChain = chain.walletChain
      session.accounts = accounts
      emit({ type: 'chainChanged', connectorId, namespace: 'bip122', chainId: network.id })
    },

    async signMessage({ connectorId, address, message, namespace }) {
      assertNamespace(namespace)
      const session = requireSession(connectorId)
      const { signBitcoinMessage } = await loadRequests()
      return await signBitcoinMessage(session, { address, message })
    },

    async request({ connectorId, method, params, namespace }) {
      assertNamespace(namespace)
      const session = requireSession(connectorId)
      const { handleBitcoinRequest } = await loadRequests()
      return await handleBitcoinRequest(session, {
        method,
        params,
        ...(parameters.feeRate === undefined ? {} : { feeRate: parameters.feeRate }),
      })
    },

    getBalance: getBitcoinBalance,

    addressChecks: { bip122: bitcoinAddressChecks },
  }
}

function readAccounts(found: DiscoveredBitcoinWallet): unknown {
  try {
    return found.wallet.accounts
  } catch {
    return undefined
  }
}
