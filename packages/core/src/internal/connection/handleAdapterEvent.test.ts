import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { multiWalletAdapter, WALLET_A, WALLET_B } from '@portico/test-utils/multiWalletAdapter'
import { secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../actions/connect.ts'
import { getWalletConnections } from '../../actions/getWalletConnections.ts'
import { navigate } from '../../actions/navigate.ts'
import { openModal } from '../../actions/openModal.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import { startConfig } from '../../startConfig.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { PorticoOptions } from '../../types/options.ts'

// Adapter events reach core through startConfig, as in the page.
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function connected(options: Partial<PorticoOptions> = {}) {
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: testnetNetwork.id,
    connectors: [
      { id: 'mock', name: 'Mock', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.mock' } },
      { id: 'other', name: 'Other', type: 'INJECTED', chain: 'eip155' },
    ],
  })
  const config = createTestConfig({ adapters: [adapter], projectId: '', ...options })
  stops.push(startConfig(config))
  await connect(config, { connectorId: 'mock' })
  return { adapter, config }
}
const account = (config: Awaited<ReturnType<typeof connected>>['config']) =>
  config.stores.account.getState().namespaces.eip155

describe('adapter events', () => {
  it('accountsChanged: the new account replaces the old', async () => {
    const { adapter, config } = await connected()
    adapter.emit.accountsChanged([OTHER_ADDRESS])
    expect(account(config)).toMatchObject({
      address: OTHER_ADDRESS,
      caipAddress: `eip155:11155111:${OTHER_ADDRESS}`,
    })
    expect(config.stores.connection.getState().namespaces.eip155?.connection?.accounts).toEqual([
      { address: OTHER_ADDRESS, namespace: 'eip155', type: 'eoa' },
    ])
    expect(config.storage.get(storageKeys.connections)?.eip155?.[0]?.accounts[0]?.address).toBe(
      OTHER_ADDRESS,
    )
  })

  it('accountsChanged []: that namespace disconnects, the modal stays as it is', async () => {
    const { adapter, config } = await connected()
    await openModal(config)
    navigate(config, 'SwitchNetwork')
    adapter.emit.accountsChanged([])
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected'),
    )
    expect(account(config)).toEqual({})
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.router.getState().view).toBe('SwitchNetwork')
  })

  it('chainChanged to a listed chain: the network follows', async () => {
    const { adapter, config } = await connected()
    adapter.emit.chainChanged(secondTestnetNetwork.id)
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(
      secondTestnetNetwork,
    )
    expect(account(config)?.caipAddress).toBe(`eip155:84532:${TEST_ADDRESS}`)
  })

  it('chainChanged with a hex id: converted to decimal (spec §4)', async () => {
    const { adapter, config } = await connected()
    adapter.emit.chainChanged('0x14a34')
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(
      secondTestnetNetwork,
    )
  })

  it('chainChanged to an unlisted chain: the modal opens on UnsupportedChain', async () => {
    const { adapter, config } = await connected()
    adapter.emit.chainChanged(1)
    expect(config.stores.network.getState().namespaces.eip155).toEqual({
      caipNetwork: undefined,
      unsupportedChainId: 1,
    })
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.router.getState().view).toBe('UnsupportedChain')

    adapter.emit.chainChanged(testnetNetwork.id)
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it.each([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['enableNetworkSwitch false', { enableNetworkSwitch: false }],
  ])('chainChanged to an unlisted chain with %s: the modal stays shut', async (_case, options) => {
    const { adapter, config } = await connected(options)
    adapter.emit.chainChanged(1)
    expect(config.stores.network.getState().namespaces.eip155?.unsupportedChainId).toBe(1)
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('chainChanged with garbage: ignored with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { adapter, config } = await connected()
    adapter.emit.chainChanged('mainnet')
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(testnetNetwork)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('disconnect: the namespace is reset, the modal left as it is', async () => {
    const { adapter, config } = await connected()
    await openModal(config)
    adapter.emit.disconnect()
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected'),
    )
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it('parameters: multiWallet on, the connected wallet letting go hands over to the next one', async () => {
    const adapter = multiWalletAdapter({ chainId: testnetNetwork.id })
    const config = createTestConfig({
      adapters: [adapter],
      projectId: '',
      features: { multiWallet: true },
    })
    stops.push(startConfig(config))
    await connect(config, { connectorId: WALLET_A.id })
    await connect(config, { connectorId: WALLET_B.id })

    adapter.emit.disconnect()
    await vi.waitFor(() => expect(account(config)?.address).toBe(TEST_ADDRESS))
    expect(
      getWalletConnections(config).map((wallet) => [wallet.connectorId, wallet.class]),
    ).toEqual([[WALLET_A.id, 'connected']])
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
  })

  it('behavior: events of a connector that is not the connected one are ignored', async () => {
    const { adapter, config } = await connected()
    const changes: unknown[] = []
    config.stores.account.subscribe((state) => changes.push(state))
    config.stores.network.subscribe((state) => changes.push(state))
    adapter.state.connectorId = 'other' // the mock now speaks for a connector that is not connected
    adapter.emit.accountsChanged([OTHER_ADDRESS])
    adapter.emit.chainChanged(1)
    adapter.emit.disconnect()
    expect(changes).toEqual([])
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
  })

  it('connectors: the store follows and matching directory wallets become installed', async () => {
    const { adapter, config } = await connected()
    config.stores.wallets.setState({
      list: [
        { id: 'w1', name: 'New', rdns: 'org.new' },
        { id: 'w2', name: 'Gone', rdns: 'io.mock', installed: true },
      ],
    })
    adapter.emit.connectors([
      { id: 'new', name: 'New', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'org.new' } },
    ])
    expect(config.stores.connectors.getState().connectors.map((each) => each.id)).toEqual(['new'])
    expect(config.stores.wallets.getState().list).toEqual([
      { id: 'w1', name: 'New', rdns: 'org.new', installed: true },
      { id: 'w2', name: 'Gone', rdns: 'io.mock', installed: false },
    ])
  })
})
