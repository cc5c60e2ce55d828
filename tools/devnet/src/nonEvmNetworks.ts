import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  type LocalBitcoin,
  startLocalBitcoin,
} from '@portico/local-bitcoin'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_GENESIS_HASH,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  type LocalSolanaToken,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'

// The dev accounts, for the demo's test wallets and the CLI summary.
export { BITCOIN_DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS }

/** The stack's local Solana network (tools/local-solana). */
export interface StackSolana {
  /** The JSON-RPC URL, e.g. 'http://127.0.0.1:8899'. */
  url: string
  /** The PubSub URL (subscriptions) on the same port, e.g. 'ws://127.0.0.1:8899'. */
  websocketUrl: string
  caipNetworkId: `solana:${string}`
  genesisHash: string
  /** PUSD, the SPL token the dev accounts hold. */
  token: LocalSolanaToken
}

/** The stack's local Bitcoin service (tools/local-bitcoin, Esplora-shaped, regtest). */
export interface StackBitcoin {
  /** The Esplora base URL without a trailing slash, e.g. 'http://127.0.0.1:18443'. */
  url: string
  caipNetworkId: `bip122:${string}`
}

/** What the devnet calls its Solana and Bitcoin networks, and what the server prices them at. */
export const NON_EVM_NETWORKS = {
  solana: {
    name: 'Portico Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    nativePriceUsd: 150,
  },
  bitcoin: {
    name: 'Portico Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    nativePriceUsd: 60_000,
  },
} as const

/** What the server reports a Solana PUSD to be worth. */
export const SOLANA_PUSD_PRICE_USD = 1

/** The running Solana network and Bitcoin service, and how to stop both. */
export interface NonEvmNetworks {
  solana: StackSolana
  bitcoin: StackBitcoin
  stop(): Promise<void>
}

/**
 * Starts the local Solana network and the local Bitcoin service in this process (both are
 * libraries with `stop()`, like the relay), with the dev accounts funded. If one fails to start,
 * the other is stopped.
 *
 * @example
 * const networks = await startNonEvmNetworks({ host: '127.0.0.1', solanaPort: 8899, bitcoinPort: 18443 })
 * networks.solana.url // 'http://127.0.0.1:8899'
 * await networks.stop()
 */
export async function startNonEvmNetworks(parameters: {
  host: string
  solanaPort: number
  bitcoinPort: number
}): Promise<NonEvmNetworks> {
  const [solanaStart, bitcoinStart] = await Promise.allSettled([
    startLocalSolana({ host: parameters.host, port: parameters.solanaPort }),
    startLocalBitcoin({ host: parameters.host, port: parameters.bitcoinPort }),
  ])
  const running = [solanaStart, bitcoinStart].flatMap((start) =>
    start.status === 'fulfilled' ? [start.value as LocalSolana | LocalBitcoin] : [],
  )
  const stop = async () => {
    await Promise.all(running.map((network) => network.stop()))
  }
  if (solanaStart.status === 'rejected' || bitcoinStart.status === 'rejected') {
    await stop()
    throw solanaStart.status === 'rejected'
      ? solanaStart.reason
      : (bitcoinStart as PromiseRejectedResult).reason
  }
  return {
    solana: {
      url: solanaStart.value.url,
      websocketUrl: solanaStart.value.websocketUrl,
      caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      genesisHash: LOCAL_SOLANA_GENESIS_HASH,
      token: LOCAL_SOLANA_TOKEN,
    },
    bitcoin: { url: bitcoinStart.value.url, caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID },
    stop,
  }
}
