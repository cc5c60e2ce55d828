import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MockAdapterParameters } from '../adapters/mock.ts'
import { mockAdapter } from '../adapters/mock.ts'
import { handleAdapterEvent } from '../internal/connection/handleAdapterEvent.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoOptions } from '../types/options.ts'
import { defineNetwork } from '../utils/defineNetwork.ts'
import { reconnect } from './reconnect.ts'

function setUp(
  parameters: Partial<MockAdapterParameters> = {},
  options: Partial<PorticoOptions> = {},
) {
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: testnetNetwork.id,
    ...parameters,
  })
  const config = createTestConfig({ adapters: [adapter], ...options })
  adapter.setup({
    networks: config.options.networks,
    emit: (event) => handleAdapterEvent(config, event, adapter),
  })
  const statuses: string[] = []
  config.stores.connection.subscribe((state) => {
    const status = state.namespaces.eip155?.status
    if (status && status !== statuses.at(-1)) statuses.push(status)
  })
  return { adapter, config, statuses }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('reconnect', () => {
  it('default: a stored connector → connecting → connected, silently', async () => {
    const { adapter, config, statuses } = setUp()
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    await reconnect(config)
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(adapter.state.calls).toMatchObject({ reconnect: 1, connect: 0 })
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(TEST_ADDRESS)
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: no stored connector → disconnected without asking the wallet', async () => {
    const { adapter, config } = setUp()
    await reconnect(config)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(adapter.state.calls.reconnect).toBe(0)
  })

  it('behavior: the wallet no longer grants access → disconnected, stored id cleared', async () => {
    const { config, statuses } = setUp({ features: { reconnectRevoked: true } })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    await reconnect(config)
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
  })

  it('behavior: the wallet errs → disconnected, stored id kept for next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config, statuses } = setUp({ features: { reconnectError: true } })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    await reconnect(config)
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('mock')
  })

  it('behavior: waits for a connector announced late', async () => {
    vi.useFakeTimers()
    const { adapter, config } = setUp({ connectors: [] })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'late')
    const done = reconnect(config)
    await vi.advanceTimersByTimeAsync(300)
    expect(adapter.state.calls.reconnect).toBe(0)
    adapter.emit.connectors([{ id: 'late', name: 'Late', type: 'ANNOUNCED', chain: 'eip155' }])
    await done
    expect(adapter.state.calls.reconnect).toBe(1)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
  })

  it('behavior: a connector never announced is given up after 1000 ms', async () => {
    vi.useFakeTimers()
    const { adapter, config } = setUp({ connectors: [] })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'gone')
    const done = reconnect(config)
    await vi.advanceTimersByTimeAsync(999)
    expect(adapter.state.calls.reconnect).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
  })

  it('parameters: enableReconnect false → every namespace disconnected, nothing asked', async () => {
    const solana = mockAdapter({ namespace: 'solana', accounts: ['So1'] })
    const { adapter, config } = setUp({}, { enableReconnect: false })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    config.stores.connection.setState({
      namespaces: { eip155: { status: 'connecting' }, solana: { status: 'connecting' } },
    })
    await reconnect(config)
    expect(config.stores.connection.getState().namespaces).toEqual({
      eip155: { status: 'disconnected' },
      solana: { status: 'disconnected' },
    })
    expect(adapter.state.calls.reconnect + solana.state.calls.reconnect).toBe(0)
  })

  it('behavior: each namespace is restored on its own', async () => {
    const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
    const solana = mockAdapter({
      namespace: 'solana',
      accounts: ['So1'],
      chainId: solanaNetwork.id,
      features: { reconnectRevoked: true },
    })
    const config = createTestConfig({
      adapters: [evm, solana],
      networks: [testnetNetwork, solanaNetwork],
    })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    config.storage.set(storageKeys.connectedConnectorId('solana'), 'mock')
    await reconnect(config)
    const { namespaces } = config.stores.connection.getState()
    expect(namespaces.eip155?.status).toBe('connected')
    expect(namespaces.solana?.status).toBe('disconnected')
  })

  it('behavior: the network the connection was on is handed to the wallet (Solana resumes on it)', async () => {
    const solanaDevnet = defineNetwork({
      ...solanaNetwork,
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      name: 'Solana Devnet',
    })
    const solana = mockAdapter({
      namespace: 'solana',
      accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
      chainId: solanaDevnet.id,
    })
    const asked = vi.spyOn(solana, 'reconnect')
    const config = createTestConfig({
      adapters: [solana],
      networks: [solanaNetwork, solanaDevnet],
    })
    config.storage.set(storageKeys.connectedConnectorId('solana'), 'mock')
    config.storage.set(storageKeys.connections, {
      solana: [
        {
          connectorId: 'mock',
          accounts: [
            { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', namespace: 'solana' },
          ],
          chainId: solanaDevnet.id,
        },
      ],
    })
    await reconnect(config)
    expect(asked).toHaveBeenCalledWith({
      connectorId: 'mock',
      namespace: 'solana',
      network: solanaDevnet,
    })
    expect(config.stores.network.getState().namespaces.solana?.caipNetwork).toBe(solanaDevnet)
  })
})
