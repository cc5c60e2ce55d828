// @vitest-environment node
import { DEV_ACCOUNTS } from '@portico/devnet'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import {
  type ChainDataServer,
  startChainDataServer,
} from '@portico/test-utils/startChainDataServer'
import type { TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { connect } from './connect.ts'
import { fetchBalance } from './fetchBalance.ts'
import { switchNetwork } from './switchNetwork.ts'

// The real server reading a real anvil chain. `fetch` is wrapped by a spy that passes every
// call through, only to count the requests.
let stack: ChainDataServer
let server: TestServer
beforeAll(async () => {
  stack = await startChainDataServer()
  server = stack.server
})
afterAll(() => stack?.close())
afterEach(() => {
  vi.useRealTimers()
})

async function connectedConfig() {
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const adapter = mockAdapter({ accounts: [DEV_ACCOUNTS[0].address], chainId: 31337 })
  const config = createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [localNetwork, localNetwork2],
    adapters: [adapter],
    storage: memoryStorage(),
    fetch: fetchSpy,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  const balanceCalls = () =>
    fetchSpy.mock.calls.filter(([url]) => String(url).includes('/balance')).length
  return { adapter, config, balanceCalls }
}

const account = (config: Awaited<ReturnType<typeof connectedConfig>>['config']) =>
  config.stores.account.getState().namespaces.eip155

// Waits get 10 s: the first read goes through the real server to anvil, which took over the
// default 1 s on a busy two-core machine.
describe('fetchBalance with the server', () => {
  it('connect fetches the exact native balance of the account on the chain', async () => {
    const { config } = await connectedConfig()
    await vi.waitFor(
      () =>
        expect(account(config)).toMatchObject({
          balance: '10000',
          balanceSymbol: 'ETH',
          balanceLoading: false,
        }),
      { timeout: 10_000 },
    )
    expect(account(config)?.tokenBalance).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:31337', price: 2000 }),
    ])
  })

  it('an answer is reused for 30 s, then asked again; force skips the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { config, balanceCalls } = await connectedConfig()
    await vi.waitFor(() => expect(account(config)?.balance).toBe('10000'), { timeout: 10_000 })
    expect(balanceCalls()).toBe(1)

    // Only Date is faked (the HTTP calls need real timers) and it keeps ticking: leave a margin.
    vi.advanceTimersByTime(29_000)
    await fetchBalance(config)
    expect(balanceCalls()).toBe(1)

    await fetchBalance(config, { force: true })
    expect(balanceCalls()).toBe(2)

    vi.advanceTimersByTime(30_000)
    await fetchBalance(config)
    expect(balanceCalls()).toBe(3)
    expect(account(config)?.balance).toBe('10000')
  })

  it('a network the service does not serve: no balance request, the snackbar', async () => {
    const { config, balanceCalls } = await connectedConfig()
    await vi.waitFor(() => expect(account(config)?.balance).toBe('10000'), { timeout: 10_000 })
    // The visitor's wallet moves to a network the dApp lists but the service does not serve.
    await switchNetwork(config, localNetwork2)
    await fetchBalance(config)
    expect(balanceCalls()).toBe(1)
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('Token Balance Unavailable')
  })
})
