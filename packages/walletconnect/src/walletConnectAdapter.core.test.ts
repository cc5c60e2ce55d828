// The adapter under @portico/core itself (createConfig, startConfig, its actions), against the
// local relay and a WalletKit wallet: the multi-namespace contract as core sees it.
import {
  connectWalletConnect,
  createConfig,
  defineNetwork,
  disconnect,
  memoryStorage,
  type Network,
  type PorticoConfig,
  signMessage,
  startConfig,
} from '@portico/core'
import { DEV_ACCOUNTS } from '@portico/devnet'
import { BITCOIN_MAINNET, SOLANA_MAINNET } from '@portico/test-utils/networks'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { nextUri, useHarness, waitFor } from './test/harness.ts'
import type { WalletConnectAdapter } from './walletConnectAdapter.ts'

const account = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const unusedUrl = 'http://127.0.0.1:9'

// Testnets: core asks no balance service for them, so nothing here leaves the machine.
const networks: [Network, ...Network[]] = [
  defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [unusedUrl] } },
    testnet: true,
  }),
  defineNetwork({
    id: SOLANA_MAINNET,
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [unusedUrl] } },
    testnet: true,
  }),
  defineNetwork({
    id: BITCOIN_MAINNET,
    chainNamespace: 'bip122',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [unusedUrl] } },
    testnet: true,
  }),
]

const harness = useHarness(() => networks)
const stops: (() => void)[] = []

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function createCore(adapter: WalletConnectAdapter): PorticoConfig {
  const config = createConfig({
    projectId: 'portico-local',
    networks,
    adapters: [adapter],
    storage: memoryStorage(),
    // No directory or balance service in these tests: a call to one fails at once.
    apiUrl: unusedUrl,
    isMobile: () => false,
  })
  stops.push(startConfig(config))
  return config
}

const stateOf = (config: PorticoConfig, namespace: 'eip155' | 'solana' | 'bip122') => ({
  status: config.stores.connection.getState().namespaces[namespace]?.status,
  address: config.stores.account.getState().namespaces[namespace]?.address,
})

describe('walletConnectAdapter under core', () => {
  it('default: a Solana connect connects every namespace the wallet granted', async () => {
    const adapter = harness.createBareAdapter()
    const config = createCore(adapter)
    const wallet = await harness.createWallet({ account, chains: { 31337: unusedUrl } })
    const connecting = connectWalletConnect(config, { namespace: 'solana' })
    await wallet.pair(await nextUri(adapter))
    const connection = await connecting
    expect(connection.accounts[0]?.address).toBe(wallet.solana.address)
    expect(connection.caipNetwork?.caipNetworkId).toBe(`solana:${SOLANA_MAINNET}`)
    expect(config.stores.connection.getState().activeNamespace).toBe('solana')
    await waitFor(() => stateOf(config, 'bip122').status === 'connected')
    expect(stateOf(config, 'eip155')).toEqual({ status: 'connected', address: account.address })
    expect(stateOf(config, 'bip122')).toEqual({
      status: 'connected',
      address: wallet.bitcoin.address,
    })

    const signature = await signMessage(config, { namespace: 'solana', message: 'hello' })
    expect(signature.length).toBeGreaterThan(80)

    await disconnect(config, { namespace: 'solana' })
    await waitFor(() => stateOf(config, 'eip155').status === 'disconnected')
    await waitFor(() => stateOf(config, 'bip122').status === 'disconnected')
    expect(stateOf(config, 'solana').status).toBe('disconnected')
    await waitFor(() => Object.keys(wallet.client.getActiveSessions()).length === 0)
  })
})
