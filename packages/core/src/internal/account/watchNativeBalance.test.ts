import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../actions/connect.ts'
import { disconnect } from '../../actions/disconnect.ts'
import { fetchBalance } from '../../actions/fetchBalance.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import { isFetching, setQueryData } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import type { Network } from '../../types/chain.ts'
import { isConnected } from '../connection/isConnected.ts'
import { updateNamespaceState } from '../connection/updateNamespaceState.ts'
import { getSupportedChains } from '../project/getSupportedChains.ts'
import { readChainBalance } from './readChainBalance.ts'
import { startBalanceWatch } from './startBalanceWatch.ts'
import { watchNativeBalance } from './watchNativeBalance.ts'
import { withNativeBalance } from './withNativeBalance.ts'

// When and how often the watch reads, with the clock in the test's hands. The chain reading end
// to end (a transfer made outside the kit on anvil) is packages/evm/src/balanceWatch.anvil.test.ts
// and tests/e2e/specs/wagmi.spec.ts.
const KIT = {
  fetchBalance,
  getSupportedChains,
  isConnected,
  isFetching,
  queryKeys,
  setQueryData,
  readChainBalance,
  updateNamespaceState,
  withNativeBalance,
}
const WEI = 10n ** 18n

let visibility: DocumentVisibilityState = 'visible'
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
function showPage(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  vi.useRealTimers()
  visibility = 'visible'
})

/** The adapter's chain reads, counted. */
function countReads(adapter: ReturnType<typeof mockAdapter>) {
  const read = adapter.getBalance
  if (!read) throw new Error('The mock adapter reads no balance')
  const reads = vi.fn(read)
  adapter.getBalance = reads
  return reads
}

/** Connected on `network`; the adapter's chain reading is `chain.value` wei, counted. */
async function watched(network: Network = localNetwork) {
  // No server (its requests fail): the balance shown is the adapter's chain reading.
  const chain = { value: 2n * WEI, decimals: 18, symbol: 'ETH' }
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: network.id, balance: chain })
  const config = createTestConfig({ networks: [network], adapters: [adapter] })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  await fetchBalance(config)
  const reads = countReads(adapter)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const stop = watchNativeBalance(config, KIT)
  const balance = () => config.stores.account.getState().namespaces.eip155?.balance
  return { config, chain, reads, stop, balance }
}

describe('watchNativeBalance', () => {
  it('default: reads the chain every 4 s; a balance moved outside the kit shows at the next read', async () => {
    const { chain, reads, stop, balance } = await watched()
    expect(balance()).toBe('2')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reads).toHaveBeenCalledTimes(1)
    expect(balance()).toBe('2')

    // A dApp sent 0.01 ETH to the account through its own wagmi client.
    chain.value = 201n * 10n ** 16n
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reads).toHaveBeenCalledTimes(2)
    expect(balance()).toBe('2.01')
    stop()
  })

  it('behavior: no reads while the page is hidden; one at once when it shows again', async () => {
    const { chain, reads, stop, balance } = await watched()
    showPage('hidden')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reads).not.toHaveBeenCalled()
    chain.value = 3n * WEI
    showPage('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveBeenCalledTimes(1)
    expect(balance()).toBe('3')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reads).toHaveBeenCalledTimes(2)
    stop()
  })

  it('behavior: disconnected, stopped, or on a testnet: nothing is read, no timer is left', async () => {
    const first = await watched()
    await vi.advanceTimersByTimeAsync(4_000)
    expect(first.reads).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
    await disconnect(first.config)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(first.reads).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
    first.stop()

    const second = await watched()
    second.stop()
    showPage('hidden')
    showPage('visible')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(second.reads).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)

    const testnet = await watched(testnetNetwork)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(testnet.reads).not.toHaveBeenCalled()
    testnet.stop()
  })
})

describe('startBalanceWatch', () => {
  it('default: loads the watch once an account connects, and stops it with the kit', async () => {
    const chain = { value: 2n * WEI, decimals: 18, symbol: 'ETH' }
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      chainId: localNetwork.id,
      balance: chain,
    })
    const config = createTestConfig({ networks: [localNetwork], adapters: [adapter] })
    config.stores.connectors.setState({ connectors: adapter.getConnectors() })
    const reads = countReads(adapter)
    const stop = startBalanceWatch(config)
    await connect(config, { connectorId: 'mock' })
    // Connecting read the balance (the chain's, with no server); the watch's first look comes
    // one interval after its code loaded.
    await fetchBalance(config)
    const connectReads = reads.mock.calls.length
    await vi.waitFor(() => expect(reads.mock.calls.length).toBeGreaterThan(connectReads), {
      timeout: 8_000,
      interval: 200,
    })
    stop()
    const count = reads.mock.calls.length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reads).toHaveBeenCalledTimes(count)
  }, 15_000)
})
