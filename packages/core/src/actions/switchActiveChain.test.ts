import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import {
  secondTestnetNetwork,
  solanaDevnetNetwork,
  testnetNetwork,
} from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import {
  NetworkNotFoundError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoOptions } from '../types/options.ts'
import { defineNetwork } from '../utils/defineNetwork.ts'
import { connect } from './connect.ts'
import { navigate } from './navigate.ts'
import { openModal } from './openModal.ts'
import { switchActiveChain } from './switchActiveChain.ts'

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
// Testnets, so that no balance is asked of a server these tests do not have (spec §9).
const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8900'] } },
  testnet: true,
})

function setUp(overrides: Partial<PorticoOptions> = {}) {
  const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const solana = mockAdapter({
    namespace: 'solana',
    accounts: [SOLANA_ADDRESS],
    chainId: solanaDevnetNetwork.id,
    connectors: [{ id: 'mock-solana', name: 'Mock Solana', type: 'ANNOUNCED', chain: 'solana' }],
  })
  const config = createTestConfig({
    networks: [testnetNetwork, secondTestnetNetwork, solanaDevnetNetwork, solanaTestnet],
    adapters: [evm, solana],
    ...overrides,
  })
  config.stores.connectors.setState({
    connectors: [...evm.getConnectors(), ...solana.getConnectors()],
  })
  return { config, evm, solana }
}

/** Both namespaces connected, EVM active, the modal open on Account → SwitchActiveChain. */
async function bothConnected(overrides: Partial<PorticoOptions> = {}) {
  const kit = setUp(overrides)
  await connect(kit.config, { connectorId: 'mock-solana' })
  await connect(kit.config, { connectorId: 'mock' })
  await openModal(kit.config)
  navigate(kit.config, 'SwitchActiveChain', { switchActiveChain: { namespace: 'solana' } })
  return kit
}

const route = (config: PorticoConfig) => ({
  open: config.stores.modal.getState().open,
  history: config.stores.router.getState().history.map((entry) => entry.view),
})
const active = (config: PorticoConfig) => config.stores.connection.getState().activeNamespace

describe('switchActiveChain', () => {
  it('connected: the namespace becomes active and Account shows on a fresh history', async () => {
    const { config } = await bothConnected()
    await expect(switchActiveChain(config, { namespace: 'solana' })).resolves.toBe('switched')
    expect(active(config)).toBe('solana')
    expect(config.storage.get(storageKeys.activeNamespace)).toBe('solana')
    expect(config.storage.get(storageKeys.activeCaipNetworkId)).toBe(
      solanaDevnetNetwork.caipNetworkId,
    )
    expect(route(config)).toEqual({ open: true, history: ['Account'] })
  })

  it('parameters: navigateTo pushes that view', async () => {
    const { config } = await bothConnected()
    await switchActiveChain(config, { namespace: 'solana', navigateTo: 'SwitchNetwork' })
    expect(route(config).history).toEqual(['Account', 'SwitchActiveChain', 'SwitchNetwork'])
  })

  it('parameters: navigateTo with replace replaces SwitchActiveChain', async () => {
    const { config } = await bothConnected()
    await switchActiveChain(config, {
      namespace: 'solana',
      navigateTo: 'SwitchNetwork',
      replace: true,
    })
    expect(route(config).history).toEqual(['Account', 'SwitchNetwork'])
  })

  it('parameters: network → the wallet switches to it, then the namespace is active on it', async () => {
    const { config, solana } = await bothConnected()
    await switchActiveChain(config, { namespace: 'solana', network: solanaTestnet })
    expect(solana.state.calls.switchNetwork).toBe(1)
    expect(active(config)).toBe('solana')
    expect(config.stores.network.getState().namespaces.solana?.caipNetwork).toBe(solanaTestnet)
    expect(route(config).history).toEqual(['Account'])
  })

  it('parameters: the network it is already on → no switch is asked', async () => {
    const { config, solana } = await bothConnected()
    await switchActiveChain(config, { namespace: 'solana', network: solanaDevnetNetwork })
    expect(solana.state.calls.switchNetwork).toBe(0)
    expect(active(config)).toBe('solana')
  })

  it('behavior: the visitor rejects the switch → rejected, EVM stays active, view kept', async () => {
    const { config, solana } = await bothConnected()
    solana.setFeatures({ switchNetworkErrorCode: 4001 })
    await expect(
      switchActiveChain(config, { namespace: 'solana', network: solanaTestnet }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(active(config)).toBe('eip155')
    expect(route(config).history).toEqual(['Account', 'SwitchActiveChain'])
  })

  it('behavior: the namespace wallet is on a chain the dApp lacks → UnsupportedChain', async () => {
    const { config, solana } = await bothConnected()
    const stop = startConfig(config)
    solana.emit.chainChanged('unlisted-cluster')
    expect(route(config).history).toEqual(['Account', 'SwitchActiveChain'])
    await switchActiveChain(config, { namespace: 'solana' })
    expect(active(config)).toBe('solana')
    expect(route(config)).toEqual({ open: true, history: ['UnsupportedChain'] })
    stop()
  })

  it('behavior: modal shut → switched without opening it', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: 'mock-solana' })
    await connect(config, { connectorId: 'mock' })
    await switchActiveChain(config, { namespace: 'solana' })
    expect(active(config)).toBe('solana')
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('not connected: Connect is pushed for that family, the network selected, the active namespace kept', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: 'mock' })
    await openModal(config)
    navigate(config, 'SwitchActiveChain', { switchActiveChain: { namespace: 'solana' } })
    await expect(
      switchActiveChain(config, { namespace: 'solana', network: solanaTestnet }),
    ).resolves.toBe('connect')
    expect(route(config).history).toEqual(['Account', 'SwitchActiveChain', 'Connect'])
    expect(config.stores.router.getState().data).toEqual({ namespace: 'solana' })
    expect(active(config)).toBe('eip155')
    expect(config.stores.network.getState().namespaces.solana?.caipNetwork).toBe(solanaTestnet)
  })

  it('not connected, replace: Connect replaces SwitchActiveChain', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: 'mock' })
    await openModal(config)
    navigate(config, 'SwitchActiveChain', { switchActiveChain: { namespace: 'solana' } })
    await switchActiveChain(config, { namespace: 'solana', replace: true })
    expect(route(config).history).toEqual(['Account', 'Connect'])
  })

  it('not connected, replace over a Connect: back on that Connect, not a second one', async () => {
    const { config } = setUp()
    await openModal(config)
    navigate(config, 'SwitchActiveChain', { switchActiveChain: { namespace: 'solana' } })
    await switchActiveChain(config, { namespace: 'solana', replace: true })
    expect(route(config).history).toEqual(['Connect'])
    expect(config.stores.router.getState().data).toEqual({ namespace: 'solana' })
  })

  it('not connected, modal shut: the modal opens on Connect', async () => {
    const { config } = setUp()
    await switchActiveChain(config, { namespace: 'solana' })
    expect(route(config)).toEqual({ open: true, history: ['Connect'] })
    expect(config.stores.router.getState().data).toEqual({ namespace: 'solana' })
  })

  it('not connected: connecting a wallet of that namespace then makes it active', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: 'mock' })
    await switchActiveChain(config, { namespace: 'solana', network: solanaDevnetNetwork })
    await connect(config, { connectorId: 'mock-solana' })
    expect(active(config)).toBe('solana')
  })

  it.each<[string, string]>([
    ['a namespace the kit does not know', 'tron'],
    ['a known namespace no adapter serves', 'bip122'],
  ])('error: %s → UnsupportedNamespaceError', async (_case, namespace) => {
    const { config } = setUp()
    const switching = switchActiveChain(config, { namespace: namespace as ChainNamespace })
    await expect(switching).rejects.toBeInstanceOf(UnsupportedNamespaceError)
    await expect(switching).rejects.toThrow('Unsupported chain namespace')
    expect(route(config).open).toBe(false)
  })

  it('error: a network of another namespace → NetworkNotFoundError, nothing changes', async () => {
    const { config } = setUp()
    await expect(
      switchActiveChain(config, { namespace: 'solana', network: secondTestnetNetwork }),
    ).rejects.toBeInstanceOf(NetworkNotFoundError)
    expect(config.stores.network.getState().namespaces.solana?.caipNetwork).toBe(
      solanaDevnetNetwork,
    )
    expect(route(config).open).toBe(false)
    expect(config.stores.alerts.getState().alert?.message).toBe('Network Not Found')
  })
})
