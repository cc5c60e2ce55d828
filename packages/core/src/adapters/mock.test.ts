import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { secondTestnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it, vi } from 'vitest'
import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import { mockAdapter } from './mock.ts'

describe('mockAdapter', () => {
  it('default: one announced connector; connect grants the accounts on the chain', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: 31337 })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'mock',
        name: 'Mock Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.portico.mock' },
      },
    ])
    await expect(adapter.connect({ connectorId: 'mock' })).resolves.toEqual({
      connectorId: 'mock',
      accounts: [{ address: TEST_ADDRESS, namespace: 'eip155', type: 'eoa' }],
      chainId: 31337,
    })
    expect(adapter.state).toMatchObject({ connected: true, connectorId: 'mock' })
  })

  it('behavior: an unknown connector is a ConnectorNotFoundError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  it('features: connectError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], features: { connectError: true } })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
    adapter.setFeatures({ connectError: new ProviderRequestError('Wallet locked') })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toThrow('Wallet locked')
  })

  it('features: reconnectRevoked and reconnectError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    await expect(adapter.reconnect({ connectorId: 'mock' })).resolves.toMatchObject({
      connectorId: 'mock',
    })
    adapter.setFeatures({ reconnectRevoked: true })
    await expect(adapter.reconnect({ connectorId: 'mock' })).resolves.toBeUndefined()
    adapter.setFeatures({ reconnectError: true })
    await expect(adapter.reconnect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      ProviderRequestError,
    )
  })

  it.each([
    [4001, UserRejectedRequestError],
    [4902, ChainNotSupportedError],
    [5000, ChainNotSupportedError],
    [32603, ChainNotSupportedError],
    [-32000, ProviderRequestError],
  ])('features: switchNetworkErrorCode %d', async (code, ErrorClass) => {
    const adapter = mockAdapter({
      accounts: [TEST_ADDRESS],
      features: { switchNetworkErrorCode: code },
    })
    const error = await adapter
      .switchNetwork({ connectorId: 'mock', network: secondTestnetNetwork })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(ErrorClass)
  })

  it('switchNetwork: moves the chain and emits chainChanged like a wallet', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const emit = vi.fn()
    adapter.setup({ networks: [], emit })
    await adapter.switchNetwork({ connectorId: 'mock', network: secondTestnetNetwork })
    expect(adapter.state.chainId).toBe(84532)
    expect(emit).toHaveBeenCalledWith({
      type: 'chainChanged',
      connectorId: 'mock',
      namespace: 'eip155',
      chainId: 84532,
    })
  })

  it('signMessage: a stable placeholder; features: signMessageError', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const first = await adapter.signMessage({
      connectorId: 'mock',
      address: TEST_ADDRESS,
      message: 'hi',
    })
    const again = await adapter.signMessage({
      connectorId: 'mock',
      address: TEST_ADDRESS,
      message: 'hi',
    })
    const other = await adapter.signMessage({
      connectorId: 'mock',
      address: TEST_ADDRESS,
      message: 'yo',
    })
    expect(first).toMatch(/^0x[0-9a-f]{130}$/)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    adapter.setFeatures({ signMessageError: true })
    await expect(
      adapter.signMessage({ connectorId: 'mock', address: TEST_ADDRESS, message: 'hi' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('getBalance: only with a balance; features: balanceError', async () => {
    expect(mockAdapter({ accounts: [] }).getBalance).toBeUndefined()
    const balance = { value: 5n, decimals: 0, symbol: 'ETH' }
    const adapter = mockAdapter({ accounts: [], balance })
    await expect(
      adapter.getBalance!({ address: TEST_ADDRESS, network: secondTestnetNetwork }),
    ).resolves.toEqual(balance)
    adapter.setFeatures({ balanceError: true })
    await expect(
      adapter.getBalance!({ address: TEST_ADDRESS, network: secondTestnetNetwork }),
    ).rejects.toBeInstanceOf(ProviderRequestError)
  })

  it('emit: fires only between setup and teardown', () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const emit = vi.fn()
    adapter.emit.chainChanged(5)
    const stop = adapter.setup({ networks: [], emit })
    adapter.emit.accountsChanged([])
    adapter.emit.disconnect()
    stop()
    adapter.emit.chainChanged(6)
    expect(emit.mock.calls.map(([event]) => event.type)).toEqual(['accountsChanged', 'disconnect'])
    expect(adapter.state.connected).toBe(false)
  })
})
