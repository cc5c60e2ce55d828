// @vitest-environment node

import {
  connect,
  createConfig,
  fetchBalance,
  memoryStorage,
  mockAdapter,
  type Network,
  type PorticoConfig,
  startConfig,
} from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.ts'

// The balance the kit shows follows the chain after a transaction the kit did not make (issue
// #30: a dApp sending through wagmi left the button 0.01 ETH stale for 40 s). A real anvil, the
// real Portico server reading it (its balance cache of 30 s, forced reads at most every 5 s),
// the EVM adapter's balance read on the chain; the wallet is the mock (only the address
// matters: the transactions are sent here, "outside the kit", with viem).
let anvil: TestAnvil
let server: TestServer
let network: Network

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337, uniswap: false })
  network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }
  server = await startTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Portico Local',
        rpcUrl: anvil.rpcUrl,
        nativeCurrency: network.nativeCurrency,
        nativePriceUsd: 2000,
      },
    ],
    indexer: { enabled: false },
  })
}, 90_000)

afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** Sends `ether` from dev account `from` to `to`, as a dApp or another person would. */
async function sendOutside(from: number, to: `0x${string}`, ether: string): Promise<void> {
  const account = privateKeyToAccount(DEV_ACCOUNTS[from]?.privateKey ?? '0x')
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }),
    transport: http(anvil.rpcUrl),
  })
  await client.sendTransaction({ to, value: parseEther(ether) })
}

/** A fresh account holding 1 ETH, connected in a kit of the mock wallet and the EVM adapter. */
async function connectedKit(options: { started: boolean }) {
  const address = privateKeyToAccount(generatePrivateKey()).address
  await sendOutside(1, address, '1')
  const wallet = mockAdapter({ accounts: [address], chainId: 31337 })
  // One adapter per namespace: the mock wallet reads the chain with the EVM adapter's own
  // `getBalance` (eth_getBalance on the network's RPC, here anvil itself: no gateway).
  wallet.getBalance = evmAdapter({ rpcGateway: false }).getBalance
  const config = createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [network],
    adapters: [wallet],
    storage: memoryStorage(),
  })
  if (options.started) stops.push(startConfig(config))
  else config.stores.connectors.setState({ connectors: wallet.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  await vi.waitFor(() => expect(shown(config).balance).toBe('1'), { timeout: 10_000 })
  return { address, config }
}

const shown = (config: PorticoConfig) => {
  const account = config.stores.account.getState().namespaces.eip155
  const eth = account?.tokenBalance?.find((token) => token.address === undefined)
  return { balance: account?.balance, eth: eth?.quantity.numeric, usd: eth?.value }
}

describe('the connected balance and transactions made outside the kit', () => {
  it('0.01 ETH sent to the account by someone else shows within seconds, not after the 30 s cache', async () => {
    const { address, config } = await connectedKit({ started: true })
    await sendOutside(2, address, '0.01')
    // The watch reads the chain every 4 s; well inside the service's 30 s cache.
    await vi.waitFor(
      () => expect(shown(config)).toEqual({ balance: '1.01', eth: '1.01', usd: 2020 }),
      {
        timeout: 12_000,
        interval: 250,
      },
    )
  }, 40_000)

  it('a forced read shows the chain’s balance even when the service answers from its cache (its 5 s bound on forced reads)', async () => {
    const { address, config } = await connectedKit({ started: false })
    await fetchBalance(config, { force: true })
    await sendOutside(2, address, '0.01')
    // The service refuses a second forced read of the account within 5 s: its cached answer.
    const asked = await fetch(
      `${server.url}/v1/account/${address}/balance?projectId=${server.projectId}&chainId=eip155:31337&currency=usd&forceUpdate=1`,
    )
    const { balances } = (await asked.json()) as { balances: { quantity: { numeric: string } }[] }
    expect(balances[0]?.quantity.numeric).toBe('1')
    await fetchBalance(config, { force: true })
    expect(shown(config)).toEqual({ balance: '1.01', eth: '1.01', usd: 2020 })
  }, 40_000)
})
