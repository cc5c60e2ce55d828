import {
  type BitcoinTestNetwork,
  type BitcoinTestWalletControls,
  type CreateBitcoinTestWalletReturnType,
  createMemoryStorage,
  registerBitcoinTestWallet,
} from '@portico/bitcoin-test-wallet'
import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'
import { BITCOIN_DEV_ACCOUNTS } from '@portico/local-bitcoin'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { bitcoinAdapter } from '../bitcoinAdapter.ts'
import { BITCOIN_CONNECTOR_ID_PREFIX } from '../discovery/watchBitcoinConnectors.ts'

/** A Bitcoin network for tests; `url` is the Esplora base URL. */
export function bitcoinNetwork(
  caipNetworkId: `bip122:${string}`,
  url: string,
  name = 'Regtest',
): Network {
  return {
    id: caipNetworkId.slice('bip122:'.length),
    caipNetworkId,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [url] } },
  }
}

let walletCount = 0

/**
 * Registers a fresh Bitcoin test wallet (dev account `index`) under a unique name: Wallet
 * Standard cannot unregister, so every test gets its own wallet and connector.
 */
export function registerTestWallet(
  options: {
    index?: number
    network?: BitcoinTestNetwork
    esploraUrl?: string
    autoApprove?: boolean
    storage?: ReturnType<typeof createMemoryStorage>
    name?: string
  } = {},
): {
  controls: BitcoinTestWalletControls
  connectorId: string
  wallet: CreateBitcoinTestWalletReturnType['wallet']
  name: string
} {
  const account = BITCOIN_DEV_ACCOUNTS[options.index ?? 0]
  if (!account) throw new Error('no dev account')
  walletCount += 1
  const name = options.name ?? `Bitcoin Test Wallet ${walletCount}`
  const { wallet, controls } = registerBitcoinTestWallet({
    payment: account.payment,
    ordinal: account.ordinal,
    network: options.network ?? 'regtest',
    name,
    storage: options.storage ?? createMemoryStorage(),
    ...(options.esploraUrl ? { esploraUrl: options.esploraUrl } : {}),
    ...(options.autoApprove === undefined ? {} : { autoApprove: options.autoApprove }),
  })
  return { wallet, controls, name, connectorId: `${BITCOIN_CONNECTOR_ID_PREFIX}${name}` }
}

/** Registers a wallet object as is (for wrappers that change what a real wallet says). */
export function registerRawWallet(wallet: Wallet): string {
  registerWallet(wallet)
  return `${BITCOIN_CONNECTOR_ID_PREFIX}${wallet.name}`
}

/** Like `registerRawWallet`, through the app's registry, so the test can unregister it again. */
export function registerRemovableWallet(wallet: Wallet): {
  connectorId: string
  unregister: () => void
} {
  const unregister = getWallets().register(wallet)
  return { connectorId: `${BITCOIN_CONNECTOR_ID_PREFIX}${wallet.name}`, unregister }
}

/** An adapter set up for `networks`, with every event it emits recorded. */
export function setupAdapter(networks: readonly Network[]): {
  adapter: ChainAdapter
  events: AdapterEvent[]
  stop: () => void
} {
  const adapter = bitcoinAdapter()
  const events: AdapterEvent[] = []
  const stop = adapter.setup({ networks, emit: (event) => events.push(event) })
  return { adapter, events, stop }
}
