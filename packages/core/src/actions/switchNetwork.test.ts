import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork, secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import {
  ChainNotSupportedError,
  NetworkNotFoundError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connect } from './connect.ts'
import { switchNetwork } from './switchNetwork.ts'

async function setUp(chainId: number | string = testnetNetwork.id) {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId })
  const config = createTestConfig({ adapters: [adapter] })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  return { adapter, config }
}

describe('switchNetwork', () => {
  it('connected: the wallet switches and the state follows', async () => {
    const { adapter, config } = await setUp()
    await connect(config, { connectorId: 'mock' })
    await switchNetwork(config, secondTestnetNetwork)
    expect(adapter.state.calls.switchNetwork).toBe(1)
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(
      secondTestnetNetwork,
    )
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      caipAddress: `eip155:84532:${TEST_ADDRESS}`,
      addressExplorerUrl: `https://sepolia.basescan.org/address/${TEST_ADDRESS}`,
    })
    expect(config.stores.connection.getState().namespaces.eip155?.connection).toMatchObject({
      chainId: 84532,
      caipNetwork: secondTestnetNetwork,
    })
    expect(config.storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:84532')
  })

  it('behavior: the wallet cannot add the chain → error snackbar, state kept, error rethrown', async () => {
    const { adapter, config } = await setUp()
    await connect(config, { connectorId: 'mock' })
    adapter.setFeatures({ switchNetworkErrorCode: 4902 })
    await expect(switchNetwork(config, secondTestnetNetwork)).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      variant: 'error',
      message: 'Chain is not supported',
    })
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(testnetNetwork)
  })

  it('behavior: the visitor rejects → UserRejectedRequestError, no snackbar, state kept', async () => {
    const { adapter, config } = await setUp()
    await connect(config, { connectorId: 'mock' })
    adapter.setFeatures({ switchNetworkErrorCode: 4001 })
    await expect(switchNetwork(config, secondTestnetNetwork)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(testnetNetwork)
  })

  it('not connected: just selects the network', async () => {
    const { adapter, config } = await setUp()
    await switchNetwork(config, secondTestnetNetwork)
    expect(adapter.state.calls.switchNetwork).toBe(0)
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(
      secondTestnetNetwork,
    )
    expect(config.storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:84532')
  })

  it("behavior: a network the dApp does not list is a NetworkNotFoundError and the 'Network Not Found' alert", async () => {
    const { adapter, config } = await setUp()
    await connect(config, { connectorId: 'mock' })
    await expect(switchNetwork(config, localNetwork)).rejects.toBeInstanceOf(NetworkNotFoundError)
    expect(config.stores.alerts.getState().alert).toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      message: 'Network Not Found',
    })
    // The wallet was not asked, and the kit stays where it was.
    expect(adapter.state.calls.switchNetwork).toBe(0)
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(testnetNetwork)
  })

  it('behavior: a listed network shows no alert', async () => {
    const { config } = await setUp()
    await switchNetwork(config, secondTestnetNetwork)
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })

  it('behavior: leaving an unsupported chain closes the UnsupportedChain view', async () => {
    const { config } = await setUp(1)
    await connect(config, { connectorId: 'mock' })
    expect(config.stores.router.getState().view).toBe('UnsupportedChain')
    await switchNetwork(config, testnetNetwork)
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.network.getState().namespaces.eip155).toEqual({
      caipNetwork: testnetNetwork,
      unsupportedChainId: undefined,
    })
  })
})
