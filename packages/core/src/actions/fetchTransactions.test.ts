import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import {
  localNetwork,
  localNetwork2,
  solanaNetwork,
  testnetNetwork,
} from '@portico/test-utils/networks'
import {
  type HistoryFixtureServer,
  startHistoryFixtureServer,
  transactionFixture,
} from '@portico/test-utils/startHistoryFixtureServer'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { TRANSACTIONS_CACHE_MS } from '../constants.ts'
import { startConfig } from '../startConfig.ts'
import type { Network } from '../types/chain.ts'
import { connect } from './connect.ts'
import { fetchTransactions } from './fetchTransactions.ts'
import { switchNetwork } from './switchNetwork.ts'

// The real history route lives in apps/server (tested there and end to end). Here a local HTTP
// fixture serves contract-shaped pages so that core's own rules can be tested: paging, the
// spec §5 filters, the spec §8 failure, skips and resets. The 503 is a real answer of it.
const HISTORY = [
  transactionFixture({ id: 'a', minedAt: '2026-03-02T10:00:00.000Z', operationType: 'receive' }),
  transactionFixture({ id: 'b', minedAt: '2026-03-01T10:00:00.000Z', operationType: 'send' }),
  transactionFixture({ id: 'other-chain', minedAt: '2026-02-20T00:00:00.000Z', chain: 'eip155:1' }),
  transactionFixture({ id: 'spam', minedAt: '2026-02-10T00:00:00.000Z', spam: true }),
  transactionFixture({ id: 'c', minedAt: '2026-01-05T00:00:00.000Z', operationType: 'claim' }),
  transactionFixture({ id: 'd', minedAt: '2025-12-31T23:00:00.000Z', operationType: 'receive' }),
]

let service: HistoryFixtureServer
beforeAll(async () => {
  service = await startHistoryFixtureServer({ history: HISTORY, pageSize: 3 })
})
afterAll(() => service?.stop())
afterEach(() => {
  service.setMode('ok')
  service.setHistory(HISTORY)
  service.historyRequests.length = 0
  vi.useRealTimers()
})

async function connected(
  network: Network = localNetwork,
  networks: readonly [Network, ...Network[]] = [network, localNetwork2],
) {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS, OTHER_ADDRESS], chainId: network.id })
  const config = createTestConfig({ apiUrl: service.url, fetch, networks, adapters: [adapter] })
  const stop = startConfig(config)
  await connect(config, { connectorId: 'mock' })
  return { adapter, config, stop }
}
const ids = (config: Awaited<ReturnType<typeof connected>>['config']) =>
  config.stores.transactions.getState().items.map((transaction) => transaction.id)

describe('fetchTransactions', () => {
  it('default: the newest page, active chain only, spam-only hidden, cursor kept', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    expect(ids(config)).toEqual(['a', 'b'])
    expect(config.stores.transactions.getState()).toMatchObject({
      caipNetworkId: 'eip155:31337',
      address: TEST_ADDRESS,
      next: '3',
      loading: false,
      error: undefined,
    })
    expect(service.historyRequests[0]?.get('chainId')).toBe('eip155:31337')
    expect(service.historyRequests[0]?.has('cursor')).toBe(false)
    stop()
  })

  it('behavior: later calls load the next page by cursor, then nothing once there is none', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    await fetchTransactions(config)
    expect(ids(config)).toEqual(['a', 'b', 'c', 'd'])
    expect(service.historyRequests.map((query) => query.get('cursor'))).toEqual([null, '3'])
    expect(config.stores.transactions.getState().next).toBeUndefined()

    await fetchTransactions(config)
    expect(service.historyRequests).toHaveLength(2)
    stop()
  })

  it('parameters: reset starts over from the newest page', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    await fetchTransactions(config)
    service.setHistory([
      transactionFixture({ id: 'new', minedAt: '2026-04-01T00:00:00.000Z' }),
      ...HISTORY,
    ])
    await fetchTransactions(config, { reset: true })
    expect(ids(config)).toEqual(['new', 'a', 'b'])
    expect(config.stores.transactions.getState().next).toBe('3')
    stop()
  })

  it('parameters: onlyIfStale keeps a list younger than 30 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { config, stop } = await connected()
    await fetchTransactions(config, { reset: true, onlyIfStale: true })
    expect(service.historyRequests).toHaveLength(1)

    vi.advanceTimersByTime(TRANSACTIONS_CACHE_MS - 1)
    await fetchTransactions(config, { reset: true, onlyIfStale: true })
    expect(service.historyRequests).toHaveLength(1)

    vi.advanceTimersByTime(1)
    const refresh = fetchTransactions(config, { reset: true, onlyIfStale: true })
    // The list stays on screen while it is refreshed.
    expect(config.stores.transactions.getState()).toMatchObject({ loading: true })
    expect(ids(config)).toEqual(['a', 'b'])
    await refresh
    expect(service.historyRequests).toHaveLength(2)
    stop()
  })

  it('behavior: a failing service shows the snackbar and leaves the list empty (spec §8)', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    service.setMode('error')
    await fetchTransactions(config, { reset: true })
    expect(config.stores.transactions.getState()).toMatchObject({
      items: [],
      error: 'Failed to fetch transactions',
      loading: false,
    })
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
    stop()
  })

  it('behavior: a failed prefetch is kept for the view to retry, without a snackbar', async () => {
    const { config, stop } = await connected()
    service.setMode('error')
    await fetchTransactions(config, { reset: true, onlyIfStale: true, prefetch: true })
    expect(config.stores.transactions.getState().error).toBe('Failed to fetch transactions')
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
    // The Account view opening asks again (an error is never fresh) and shows the failure.
    await fetchTransactions(config, { reset: true, onlyIfStale: true })
    expect(service.historyRequests).toHaveLength(2)
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('Failed to fetch transactions')
    stop()
  })

  it('behavior: the Account view joining a failing prefetch shows the snackbar once', async () => {
    const { config, stop } = await connected()
    service.setMode('error')
    const prefetch = fetchTransactions(config, { reset: true, onlyIfStale: true, prefetch: true })
    const view = fetchTransactions(config, { reset: true, onlyIfStale: true })
    await Promise.all([prefetch, view])
    expect(service.historyRequests).toHaveLength(1)
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('Failed to fetch transactions')
    stop()
  })

  it('behavior: a malformed answer is a failure too', async () => {
    const { config, stop } = await connected()
    service.setMode('malformed')
    await fetchTransactions(config)
    expect(config.stores.transactions.getState().error).toBe('Failed to fetch transactions')
    stop()
  })

  it('behavior: callers asking at once share one request', async () => {
    const { config, stop } = await connected()
    await Promise.all([fetchTransactions(config), fetchTransactions(config)])
    expect(service.historyRequests).toHaveLength(1)
    stop()
  })

  it('behavior: a "load more" asked during a reset joins it', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    await Promise.all([fetchTransactions(config, { reset: true }), fetchTransactions(config)])
    expect(service.historyRequests).toHaveLength(2)
    expect(service.historyRequests.at(-1)?.has('cursor')).toBe(false)
    expect(ids(config)).toEqual(['a', 'b'])
    stop()
  })

  it('behavior: a reset asked during a "load more" wins: the older page is aborted, not appended', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    service.setMode('holdOlder')
    const aborted = service.whenHeldRequestCloses()
    const more = fetchTransactions(config)
    // The reset once the older page is on its way to the server.
    await vi.waitFor(() => expect(service.historyRequests).toHaveLength(2))
    await fetchTransactions(config, { reset: true })
    await Promise.all([more, aborted])
    expect(ids(config)).toEqual(['a', 'b'])
    expect(config.stores.transactions.getState()).toMatchObject({ loading: false, next: '3' })
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
    stop()
  })

  it('network the service does not serve: unavailable, nothing asked (spec §7)', async () => {
    const { config, stop } = await connected(localNetwork2, [localNetwork2, localNetwork])
    await fetchTransactions(config)
    expect(config.stores.transactions.getState()).toMatchObject({
      caipNetworkId: 'eip155:31338',
      items: [],
      unavailable: 'unsupported',
      loading: false,
    })
    expect(service.historyRequests).toHaveLength(0)
    // Its balance has its own snackbar (spec §8); the history is skipped, not failed.
    expect(config.stores.snackbar.getState().snackbar?.message).not.toBe(
      'Failed to fetch transactions',
    )
    stop()
  })

  it('testnet: unavailable, nothing asked (spec §9)', async () => {
    const { config, stop } = await connected(testnetNetwork, [testnetNetwork])
    await fetchTransactions(config)
    expect(config.stores.transactions.getState()).toMatchObject({
      items: [],
      unavailable: 'testnet',
    })
    expect(service.historyRequests).toHaveLength(0)
    stop()
  })

  it('not EVM: unavailable (spec §9: Activity is EVM only)', async () => {
    const adapter = mockAdapter({
      namespace: 'solana',
      accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
      chainId: solanaNetwork.id,
    })
    const config = createTestConfig({
      apiUrl: service.url,
      fetch,
      networks: [solanaNetwork],
      adapters: [adapter],
    })
    await connect(config, { connectorId: 'mock', namespace: 'solana' })
    await fetchTransactions(config)
    expect(config.stores.transactions.getState().unavailable).toBe('unsupported')
    expect(service.historyRequests).toHaveLength(0)
  })

  it('not connected: nothing happens', async () => {
    const config = createTestConfig({ apiUrl: service.url, fetch, networks: [localNetwork] })
    await fetchTransactions(config)
    expect(config.stores.transactions.getState()).toEqual({ items: [], loading: false })
    expect(service.historyRequests).toHaveLength(0)
  })

  it('behavior: an account change empties the list; the next call loads the new account', async () => {
    const { adapter, config, stop } = await connected()
    await fetchTransactions(config)
    adapter.emit.accountsChanged([OTHER_ADDRESS])
    expect(config.stores.transactions.getState()).toEqual({ items: [], loading: false })

    await fetchTransactions(config)
    expect(config.stores.transactions.getState().address).toBe(OTHER_ADDRESS)
    expect(service.historyRequests.at(-1)?.has('cursor')).toBe(false)
    stop()
  })

  it('behavior: a network switch empties the list', async () => {
    const { config, stop } = await connected()
    await fetchTransactions(config)
    await switchNetwork(config, localNetwork2)
    expect(config.stores.transactions.getState()).toEqual({ items: [], loading: false })
    stop()
  })

  it('behavior: an answer for the account the visitor left is dropped', async () => {
    const { adapter, config, stop } = await connected()
    const request = fetchTransactions(config)
    adapter.emit.accountsChanged([OTHER_ADDRESS])
    await request
    expect(config.stores.transactions.getState()).toEqual({ items: [], loading: false })
    stop()
  })
})
