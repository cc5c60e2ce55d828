import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork, secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { ConnectionRejectedError, ProviderRequestError } from '../errors/connection.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { PorticoOptions } from '../types/options.ts'
import type { Wallet } from '../types/wallet.ts'
import { connect } from './connect.ts'
import { openModal } from './openModal.ts'

function setUp(
  adapter: ChainAdapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: secondTestnetNetwork.id,
  }),
  options: Partial<PorticoOptions> = {},
) {
  const config = createTestConfig({ adapters: [adapter], ...options })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  const statuses: string[] = []
  config.stores.connection.subscribe((state) => {
    const status = state.namespaces.eip155?.status
    if (status && status !== statuses.at(-1)) statuses.push(status)
  })
  return { config, statuses }
}

const connectors = ['a', 'b', 'c'].map((id) => ({
  id,
  name: `Wallet ${id.toUpperCase()}`,
  type: 'ANNOUNCED' as const,
  chain: 'eip155' as const,
  imageUrl: `data:image/svg+xml,${id}`,
  info: { rdns: `org.example.${id}` },
}))

describe('connect', () => {
  it('default: connecting → connected, with account, network, storage and a closed modal', async () => {
    const { config, statuses } = setUp()
    await openModal(config)
    const connection = await connect(config, { connectorId: 'mock' })

    expect(statuses).toEqual(['connecting', 'connected'])
    expect(connection).toEqual({
      connectorId: 'mock',
      accounts: [{ address: TEST_ADDRESS, namespace: 'eip155', type: 'eoa' }],
      caipNetwork: secondTestnetNetwork,
      chainId: 84532,
    })
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:84532:${TEST_ADDRESS}`,
      addressExplorerUrl: `https://sepolia.basescan.org/address/${TEST_ADDRESS}`,
      connectedWalletInfo: { name: 'Mock Wallet', type: 'ANNOUNCED' },
      preferredAccountType: 'eoa',
    })
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(
      secondTestnetNetwork,
    )
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('mock')
    expect(config.storage.get(storageKeys.activeNamespace)).toBe('eip155')
    expect(config.storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:84532')
    expect(config.storage.get(storageKeys.connections)).toEqual({
      eip155: [{ connectorId: 'mock', chainId: 84532, accounts: [connection.accounts[0]] }],
    })
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('default: the recent wallet is built from the connector when the directory lacks it', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: 'mock' })
    expect(config.stores.wallets.getState().recent).toEqual([
      { id: 'mock', name: 'Mock Wallet', rdns: 'io.portico.mock' },
    ])
    expect(config.storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'mock', name: 'Mock Wallet', rdns: 'io.portico.mock' },
    ])
  })

  it('behavior: the recent wallet is the directory wallet with the same rdns', async () => {
    const { config } = setUp()
    const directoryWallet: Wallet = {
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'Mock (directory)',
      image_id: 'c57ca95b',
      rdns: 'io.portico.mock',
      installed: true,
    }
    config.stores.wallets.setState({ list: [directoryWallet] })
    await connect(config, { connectorId: 'mock' })
    const { installed: _installed, ...stored } = directoryWallet
    expect(config.stores.wallets.getState().recent).toEqual([stored])
  })

  it('behavior: recent wallets keep 2, most recent first, without duplicates', async () => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      chainId: testnetNetwork.id,
      connectors,
    })
    const { config } = setUp(adapter)
    for (const connectorId of ['a', 'b', 'a', 'c']) await connect(config, { connectorId })
    expect(config.stores.wallets.getState().recent.map((wallet) => wallet.id)).toEqual(['c', 'a'])
    expect(config.storage.get(storageKeys.recentWallets)?.map((wallet) => wallet.id)).toEqual([
      'c',
      'a',
    ])
  })

  it('behavior: user rejects → connecting → disconnected, ConnectionRejectedError rethrown', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], features: { connectError: true } })
    const { config, statuses } = setUp(adapter)
    await openModal(config)
    await expect(connect(config, { connectorId: 'mock' })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(config.stores.account.getState().namespaces.eip155).toEqual({})
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(config.stores.wallets.getState().recent).toEqual([])
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it('behavior: an adapter error that is not a PorticoError is wrapped', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    adapter.connect = async () => {
      throw new Error('boom')
    }
    const { config } = setUp(adapter)
    const error = await connect(config, { connectorId: 'mock' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(ProviderRequestError)
    expect(error.message).toBe('boom')
  })

  it('behavior: a wallet granting no account is an error and leaves it disconnected', async () => {
    const { config, statuses } = setUp(mockAdapter({ accounts: [] }))
    await expect(connect(config, { connectorId: 'mock' })).rejects.toThrow(
      'The wallet answered with an invalid response',
    )
    expect(statuses).toEqual(['connecting', 'disconnected'])
  })

  it('behavior: a failed switch of wallet keeps the wallet connected before', async () => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      chainId: testnetNetwork.id,
      connectors,
    })
    const { config } = setUp(adapter)
    await connect(config, { connectorId: 'a' })
    adapter.setFeatures({ connectError: true })
    await expect(connect(config, { connectorId: 'b' })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
    expect(config.stores.connection.getState().namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'a',
    })
  })

  describe('wallet on a chain the dApp does not list', () => {
    const unsupported = () => mockAdapter({ accounts: [TEST_ADDRESS], chainId: 1 })

    it('default: connected, network unset, the modal shows UnsupportedChain', async () => {
      const { config } = setUp(unsupported())
      await openModal(config)
      const connection = await connect(config, { connectorId: 'mock' })
      expect(connection.caipNetwork).toBeUndefined()
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
      expect(config.stores.network.getState().namespaces.eip155).toEqual({
        caipNetwork: undefined,
        unsupportedChainId: 1,
      })
      expect(config.stores.account.getState().namespaces.eip155?.caipAddress).toBe(
        `eip155:1:${TEST_ADDRESS}`,
      )
      expect(config.stores.modal.getState().open).toBe(true)
      expect(config.stores.router.getState().view).toBe('UnsupportedChain')
    })

    it.each([
      ['allowUnsupportedChain', { allowUnsupportedChain: true }],
      ['enableNetworkSwitch false', { enableNetworkSwitch: false }],
      ['manualWCControl', { manualWCControl: true }],
    ])('parameters: %s → the modal just closes', async (_case, options) => {
      const { config } = setUp(unsupported(), options)
      await openModal(config)
      await connect(config, { connectorId: 'mock' })
      expect(config.stores.modal.getState().open).toBe(false)
      expect(config.stores.router.getState().view).toBe('Connect')
    })
  })

  it('then fetches the balance (here from the adapter: the test has no server)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const adapter = mockAdapter({
      accounts: [OTHER_ADDRESS],
      chainId: localNetwork.id,
      balance: { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' },
    })
    const { config } = setUp(adapter, { networks: [localNetwork] })
    await connect(config, { connectorId: 'mock' })
    await vi.waitFor(() =>
      expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
        balance: '1.5',
        balanceSymbol: 'ETH',
      }),
    )
    vi.restoreAllMocks()
  })
})
