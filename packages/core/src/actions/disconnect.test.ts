import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { multiWalletAdapter, WALLET_A, WALLET_B } from '@portico/test-utils/multiWalletAdapter'
import { secondTestnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MockAdapterFeatures } from '../adapters/mock.ts'
import { mockAdapter } from '../adapters/mock.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { openModal } from './openModal.ts'

async function connected(features: MockAdapterFeatures = {}) {
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: secondTestnetNetwork.id,
    features,
  })
  const config = createTestConfig({ adapters: [adapter] })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  await openModal(config)
  return { adapter, config }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('disconnect', () => {
  it('default: resets account and network, removes the connector, closes the modal', async () => {
    const { adapter, config } = await connected()
    await disconnect(config)
    expect(adapter.state.calls.disconnect).toBe(1)
    expect(config.stores.connection.getState().namespaces.eip155).toEqual({
      status: 'disconnected',
    })
    expect(config.stores.account.getState().namespaces.eip155).toEqual({})
    expect(config.stores.network.getState().namespaces.eip155).toEqual({
      caipNetwork: secondTestnetNetwork,
    })
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(config.storage.get(storageKeys.connections)).toEqual({})
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.router.getState().view).toBe('Connect')
  })

  it('parameters: closeModal false keeps the modal open', async () => {
    const { config } = await connected()
    await disconnect(config, { closeModal: false })
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('behavior: a wallet that never answers is given 3000 ms, then the state is reset anyway', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config } = await connected({ disconnectHangs: true })
    vi.useFakeTimers()
    let settled = false
    const done = disconnect(config).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('behavior: a wallet that fails to disconnect still leaves the kit disconnected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config } = await connected({ disconnectError: true })
    await disconnect(config)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(warn).toHaveBeenCalled()
  })

  it('behavior: not connected → nothing to ask, state stays reset', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const config = createTestConfig({ adapters: [adapter] })
    await disconnect(config)
    expect(adapter.state.calls.disconnect).toBe(0)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('behavior: with multiWallet on, every wallet listed in the namespace is disconnected', async () => {
    const adapter = multiWalletAdapter({ chainId: secondTestnetNetwork.id })
    const config = createTestConfig({ adapters: [adapter], features: { multiWallet: true } })
    config.stores.connectors.setState({ connectors: adapter.getConnectors() })
    await connect(config, { connectorId: WALLET_A.id })
    await connect(config, { connectorId: WALLET_B.id })
    await disconnect(config)

    expect(adapter.callsFor.disconnect.toSorted()).toEqual([WALLET_A.id, WALLET_B.id])
    expect(config.stores.connection.getState().connections).toEqual({})
    expect(config.storage.get(storageKeys.connections)).toEqual({})
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })
})
