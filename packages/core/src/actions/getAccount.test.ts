import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { secondTestnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import type { GetAccountReturnType } from './getAccount.ts'
import { getAccount } from './getAccount.ts'
import { watchAccount } from './watchAccount.ts'

function setUp() {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: secondTestnetNetwork.id })
  const solana = mockAdapter({ namespace: 'solana', accounts: [] })
  const config = createTestConfig({ adapters: [adapter, solana] })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  return config
}

const disconnected: GetAccountReturnType = {
  address: undefined,
  accounts: [],
  caipAddress: undefined,
  status: 'disconnected',
  isConnected: false,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  connector: undefined,
}

describe('getAccount', () => {
  it('default: disconnected', () => {
    expect(getAccount(setUp())).toEqual(disconnected)
  })

  it('behavior: connected: the account, every granted account and the connector', async () => {
    const config = setUp()
    await connect(config, { connectorId: 'mock' })
    // Spec §9: on a testnet the balance shows '0.00' (not asked for): not this test's concern.
    expect(getAccount(config)).toMatchObject({
      address: TEST_ADDRESS,
      accounts: [{ address: TEST_ADDRESS, namespace: 'eip155', type: 'eoa' }],
      caipAddress: `eip155:${secondTestnetNetwork.id}:${TEST_ADDRESS}`,
      status: 'connected',
      isConnected: true,
      connector: config.stores.connectors.getState().connectors[0],
    })
  })

  it('behavior: balance, symbol and name come from the account store', () => {
    const config = setUp()
    config.stores.account.setState({
      namespaces: { eip155: { balance: '1.5', balanceSymbol: 'ETH', profileName: 'vitalik.eth' } },
    })
    expect(getAccount(config)).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: 'vitalik.eth',
    })
  })

  it('behavior: connecting, before the wallet answered: the connector is known, no account yet', () => {
    const config = setUp()
    config.stores.connection.setState({
      namespaces: { eip155: { status: 'connecting', connectorId: 'mock' } },
    })
    expect(getAccount(config)).toMatchObject({
      status: 'connecting',
      isConnected: false,
      address: undefined,
      connector: { id: 'mock' },
    })
  })

  it('parameters: namespace reads that chain family', async () => {
    const config = setUp()
    await connect(config, { connectorId: 'mock' })
    expect(getAccount(config, { namespace: 'solana' })).toEqual(disconnected)
  })

  it('behavior: equal states give equal values (one empty accounts list)', () => {
    const config = setUp()
    expect(getAccount(config).accounts).toBe(getAccount(config, { namespace: 'solana' }).accounts)
  })
})

describe('watchAccount', () => {
  it('default: reports each change of the account, with the previous one', async () => {
    const config = setUp()
    const seen: [string, string][] = []
    const unwatch = watchAccount(config, {
      onChange: (account, previous) => seen.push([previous.status, account.status]),
    })
    await connect(config, { connectorId: 'mock' })
    await disconnect(config)
    unwatch()
    expect(seen.map(([, status]) => status)).toContain('connected')
    expect(seen[0]).toEqual(['disconnected', 'connecting'])
    expect(seen.at(-1)?.[1]).toBe('disconnected')
  })

  it('behavior: a store change that leaves the account as it was is not reported', () => {
    const config = setUp()
    let calls = 0
    const unwatch = watchAccount(config, { onChange: () => calls++ })
    config.stores.modal.setState({ open: true })
    config.stores.account.setState({ namespaces: { solana: { balance: '3' } } })
    config.stores.connectors.setState({
      connectors: [...config.stores.connectors.getState().connectors],
    })
    expect(calls).toBe(0)
    config.stores.account.setState({ namespaces: { eip155: { balance: '3' } } })
    expect(calls).toBe(1)
    unwatch()
  })

  it('behavior: unwatched, nothing more is reported', async () => {
    const config = setUp()
    let calls = 0
    const unwatch = watchAccount(config, { onChange: () => calls++ })
    unwatch()
    await connect(config, { connectorId: 'mock' })
    expect(calls).toBe(0)
  })

  it('parameters: namespace watches that family only', async () => {
    const config = setUp()
    let calls = 0
    const unwatch = watchAccount(config, { namespace: 'solana', onChange: () => calls++ })
    await connect(config, { connectorId: 'mock' })
    expect(calls).toBe(0)
    unwatch()
  })
})
