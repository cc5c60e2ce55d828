import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig, offlineFetch } from '@portico/test-utils/createTestConfig'
import { localNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MockAdapterParameters } from '../adapters/mock.ts'
import { mockAdapter } from '../adapters/mock.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import type { Network } from '../types/chain.ts'
import { fetchBalance } from './fetchBalance.ts'

// Happy paths against the real server and anvil are in fetchBalance.server.test.ts; here the
// server is down (a fetch that always fails), which is the fault under test.
function connectedConfig(network: Network, parameters: Partial<MockAdapterParameters> = {}) {
  const fetchSpy = vi.fn(offlineFetch)
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: network.id, ...parameters })
  const config = createTestConfig({ adapters: [adapter], networks: [network], fetch: fetchSpy })
  config.stores.connection.setState({
    namespaces: { eip155: { status: 'connected', connectorId: 'mock' } },
  })
  updateNamespaceState(config.stores.account, 'eip155', { address: TEST_ADDRESS })
  return { config, fetchSpy }
}
const account = (config: ReturnType<typeof createTestConfig>) =>
  config.stores.account.getState().namespaces.eip155

afterEach(() => {
  vi.useRealTimers()
})

describe('fetchBalance', () => {
  it('testnet: 0.00 in the native symbol, nothing is requested (spec §9)', async () => {
    const { config, fetchSpy } = connectedConfig(testnetNetwork)
    await fetchBalance(config)
    expect(account(config)).toMatchObject({ balance: '0.00', balanceSymbol: 'SEP' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('not connected: nothing happens', async () => {
    const fetchSpy = vi.fn(offlineFetch)
    const config = createTestConfig({ networks: [localNetwork], fetch: fetchSpy })
    await fetchBalance(config)
    expect(account(config)).toEqual({})
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('service down, adapter can read the chain: the adapter balance, exact, and the snackbar', async () => {
    const { config } = connectedConfig(localNetwork, {
      balance: { value: 9_999_999_000_000_000_000_000n, decimals: 18, symbol: 'ETH' },
    })
    await fetchBalance(config)
    expect(account(config)).toMatchObject({
      balance: '9999.999',
      balanceSymbol: 'ETH',
      tokenBalance: [],
      balanceLoading: false,
    })
    // The tokens could not be read: the visitor is told (spec §8), not shown an empty list.
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('Token Balance Unavailable')
  })

  it('behavior: a fallback answer is not cached; the service is asked again after the block', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const { config, fetchSpy } = connectedConfig(localNetwork, {
      balance: { value: 1n, decimals: 18, symbol: 'ETH' },
    })
    await fetchBalance(config)
    const requests = fetchSpy.mock.calls.length
    vi.advanceTimersByTime(29_999)
    await fetchBalance(config)
    expect(fetchSpy).toHaveBeenCalledTimes(requests)
    vi.advanceTimersByTime(1)
    await fetchBalance(config)
    expect(fetchSpy.mock.calls.length).toBeGreaterThan(requests)
  })

  it('service down, no fallback: the Token Balance Unavailable snackbar', async () => {
    const { config } = connectedConfig(localNetwork)
    await fetchBalance(config)
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(account(config)).toMatchObject({ balanceLoading: false })
    expect(account(config)?.balance).toBeUndefined()
  })

  it('behavior: after a failure no retry for 30 s, even forced; then it retries', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const { config, fetchSpy } = connectedConfig(localNetwork)
    await fetchBalance(config)
    const requests = fetchSpy.mock.calls.length
    expect(requests).toBeGreaterThan(0)

    vi.advanceTimersByTime(29_999)
    await fetchBalance(config)
    await fetchBalance(config, { force: true })
    expect(fetchSpy).toHaveBeenCalledTimes(requests)

    vi.advanceTimersByTime(1)
    await fetchBalance(config)
    expect(fetchSpy.mock.calls.length).toBeGreaterThan(requests)
  })

  it('behavior: callers asking at once share one request', async () => {
    const { config, fetchSpy } = connectedConfig(localNetwork)
    await Promise.all([fetchBalance(config), fetchBalance(config), fetchBalance(config)])
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    // One failure, one snackbar: not three replacing each other.
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('Token Balance Unavailable')
  })

  it('behavior: a failing adapter fallback also ends in the snackbar', async () => {
    const { config } = connectedConfig(localNetwork, {
      balance: { value: 1n, decimals: 18, symbol: 'ETH' },
      features: { balanceError: true },
    })
    await fetchBalance(config)
    expect(config.stores.snackbar.getState().snackbar?.message).toBe('Token Balance Unavailable')
  })
})
