import { connect, defineNetwork, memoryStorage, startConfig } from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { evmAdapter } from '@portico/evm'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { announceTestWallet, createMemoryStorage, createTestWallet } from '@portico/test-wallet'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { type Chain, defineChain, http } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  cookieStorage,
  cookieToInitialState,
  createConfig,
  createStorage,
  useConnection,
  WagmiProvider,
} from 'wagmi'
import { porticoConnector } from './porticoConnector.ts'

// wagmi's SSR pattern: `ssr: true` with cookieStorage, the server reads the cookie with
// cookieToInitialState and renders the account before the browser's JavaScript runs.
let anvil: TestAnvil
let chain: Chain

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337 })
  chain = defineChain({
    id: 31337,
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    testnet: true,
  })
})

afterAll(async () => {
  await anvil?.stop()
})

function createConfigs() {
  const portico = createTestConfig({
    networks: [defineNetwork(chain)] as never,
    adapters: [evmAdapter()],
    storage: memoryStorage(),
  })
  const wagmi = createConfig({
    chains: [chain],
    transports: { [chain.id]: http() },
    connectors: [porticoConnector(portico)],
    multiInjectedProviderDiscovery: false,
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })
  return { portico, wagmi }
}

function Account() {
  const { address, status } = useConnection()
  return createElement('p', { 'data-status': status }, address ?? 'no account')
}

it('behavior: the cookie wagmi writes after a connect in Portico lets the server render the account', async () => {
  // In the browser: the visitor connects in Portico's modal; wagmi writes its cookie.
  const holder = DEV_ACCOUNTS[0]
  if (!holder) throw new Error('no dev account')
  const wallet = createTestWallet({
    privateKey: holder.privateKey,
    chains: [{ id: anvil.chainId, rpcUrl: anvil.rpcUrl }],
    storage: createMemoryStorage(),
  })
  const stopAnnouncing = announceTestWallet(wallet)
  const browser = createConfigs()
  const stop = startConfig(browser.portico)
  try {
    await connect(browser.portico, { connectorId: 'dev.portico.testwallet', namespace: 'eip155' })
    expect(browser.wagmi.state.status).toBe('connected')
  } finally {
    stop()
    stopAnnouncing()
  }
  const cookie = document.cookie
  expect(cookie).toContain('wagmi.store=')

  // On the server: a fresh pair of configs (no wallet, nothing started) and that cookie.
  const server = createConfigs()
  const initialState = cookieToInitialState(server.wagmi, cookie)
  expect(initialState?.connections.size).toBe(1)
  const html = renderToString(
    createElement(WagmiProvider, { config: server.wagmi, initialState }, createElement(Account)),
  )
  expect(html).toContain(holder.address)
  expect(html).toContain('data-status="reconnecting"')
})
