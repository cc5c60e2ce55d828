// @vitest-environment node
import { DEV_ACCOUNTS } from '@portico/devnet'
import { evmAddressChecks } from '@portico/evm'
import { localNetwork } from '@portico/test-utils/networks'
import {
  type ChainDataServer,
  startChainDataServer,
} from '@portico/test-utils/startChainDataServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { createConfig } from '../createConfig.ts'
import { whenQueriesSettle } from '../query/queryCache.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { RECEIVER, untilTransfer } from '../test/sendKit.ts'
import { connect } from './connect.ts'
import { estimateSendFee } from './estimateSendFee.ts'
import { fetchBalance } from './fetchBalance.ts'
import { getSendTokens } from './getSendTokens.ts'
import { openSend } from './openSend.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

// The real server reading a real anvil chain gives the balances and prices the form works
// with; the wallet is the mock adapter (its transfer is not broadcast: real transfers are the
// adapters' tests). `fetch` is a spy that passes every call through, only to see the requests.
let stack: ChainDataServer
beforeAll(async () => {
  stack = await startChainDataServer()
})
afterAll(() => stack?.close())

async function connectedConfig() {
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const adapter = mockAdapter({
    accounts: [DEV_ACCOUNTS[0].address],
    chainId: 31337,
    transfers: {},
    addressChecks: evmAddressChecks,
  })
  const config = createConfig({
    projectId: stack.server.projectId,
    apiUrl: stack.server.url,
    networks: [localNetwork],
    adapters: [adapter],
    storage: memoryStorage(),
    fetch: fetchSpy,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  await fetchBalance(config)
  const requests = () => fetchSpy.mock.calls.map(([url]) => String(url))
  return { config, adapter, requests }
}

describe('Send with the server', () => {
  it('default: the native balance and price from the service; the fee in USD at that price', async () => {
    const { config } = await connectedConfig()
    const [eth] = getSendTokens(config)
    expect(eth).toMatchObject({
      symbol: 'ETH',
      price: 2000,
      quantity: { decimals: '18', numeric: '10000' },
    })
    expect(eth?.address).toBeUndefined()
    openSend(config, { token: eth })
    setSendAmount(config, '1.25')
    setSendReceiver(config, RECEIVER)
    expect(config.stores.send.getState()).toMatchObject({
      sendTokenAmount: '1.25',
      networkBalanceInUSD: '2500.00',
      validation: undefined,
    })
    await estimateSendFee(config)
    expect(config.stores.send.getState().fee).toEqual({
      status: 'ready',
      value: '0.000021',
      symbol: 'ETH',
      valueInUSD: '0.04',
    })
  })

  it('behavior: opening Send reads the balances again past both caches (forceUpdate)', async () => {
    const { config, requests } = await connectedConfig()
    const before = requests().length
    openSend(config)
    await whenQueriesSettle(config.internal.queries, ['balance'])
    const after = requests().slice(before)
    expect(
      after.filter((url) => url.includes('/balance') && url.includes('forceUpdate=1')),
    ).toHaveLength(1)
  })

  it('behavior: after success the balance is read again past the cache (forceUpdate) and the history reloads', async () => {
    const { config, requests } = await connectedConfig()
    openSend(config, { token: getSendTokens(config)[0] })
    // Opening Send reads the balances itself: let that settle before counting.
    await whenQueriesSettle(config.internal.queries, ['balance'])
    setSendAmount(config, '1')
    setSendReceiver(config, RECEIVER)
    const before = requests().length
    await sendTokens(config)
    await untilTransfer(config, ['confirmed'])
    // The reloads start with the confirmation; wait for them, not for a time.
    await Promise.all([
      whenQueriesSettle(config.internal.queries, ['balance']),
      whenQueriesSettle(config.internal.queries, ['transactions']),
    ])
    const after = requests().slice(before)
    expect(after.some((url) => url.includes('/balance') && url.includes('forceUpdate=1'))).toBe(
      true,
    )
    expect(after.some((url) => url.includes('/history'))).toBe(true)
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      balance: '10000',
      balanceLoading: false,
    })
  })
})
