import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { secondTestnetNetwork, solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from './adapters/mock.ts'
import { startConfig } from './startConfig.ts'
import { storageKeys } from './storage/storageKeys.ts'
import type { PorticoOptions } from './types/options.ts'

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const testPage = window.location.href

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

function started(options: Partial<PorticoOptions> = {}) {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const config = createTestConfig({ adapters: [adapter], projectId: '', ...options })
  return { adapter, config, start: () => stops.push(startConfig(config)) }
}

describe('startConfig', () => {
  it('default: sets up each adapter with the networks and mirrors its connectors', () => {
    const { adapter, config, start } = started()
    const setup = vi.spyOn(adapter, 'setup')
    start()
    expect(setup).toHaveBeenCalledWith({
      networks: config.options.networks,
      emit: expect.any(Function),
      pageOriginAllowed: expect.any(Function),
    })
    expect(adapter.state.listening).toBe(true)
    expect(config.stores.connectors.getState().connectors.map((each) => each.id)).toEqual(['mock'])
  })

  it('parameters: pageOriginAllowed is unknown (undefined) without a project id', async () => {
    const { adapter, start } = started()
    const setup = vi.spyOn(adapter, 'setup')
    start()
    const [{ pageOriginAllowed }] = setup.mock.calls[0] ?? [{}]
    await expect(pageOriginAllowed?.()).resolves.toBeUndefined()
  })

  it('parameters: rpcGateway is the apiUrl and the trimmed project id when both are known', () => {
    const { adapter, start } = started({ projectId: ' p1 ', apiUrl: 'http://127.0.0.1:9' })
    const setup = vi.spyOn(adapter, 'setup')
    start()
    expect(setup.mock.calls[0]?.[0].rpcGateway).toEqual({
      apiUrl: 'http://127.0.0.1:9',
      projectId: 'p1',
    })
  })

  it('parameters: the metadata option reaches every adapter (WalletConnect proposes with it)', () => {
    const metadata = { name: 'My dApp', url: 'https://dapp.example' }
    const { adapter, start } = started({ metadata })
    const setup = vi.spyOn(adapter, 'setup')
    start()
    expect(setup.mock.calls[0]?.[0].metadata).toEqual(metadata)
  })

  it('parameters: rpcGateway is absent without a project id or without an apiUrl', () => {
    const noProject = started({ projectId: '  ', apiUrl: 'http://127.0.0.1:9' })
    const noProjectSetup = vi.spyOn(noProject.adapter, 'setup')
    noProject.start()
    expect(noProjectSetup.mock.calls[0]?.[0]).not.toHaveProperty('rpcGateway')

    // A deployed page without the option: the kit knows no server (resolveApiUrl).
    happyDOM.setURL('https://dapp.example/')
    try {
      const noApi = started({ projectId: 'p1' })
      expect(noApi.config.options.apiUrl).toBeUndefined()
      const noApiSetup = vi.spyOn(noApi.adapter, 'setup')
      noApi.start()
      expect(noApiSetup.mock.calls[0]?.[0]).not.toHaveProperty('rpcGateway')
    } finally {
      happyDOM.setURL(testPage)
    }
  })

  it('teardown: stops the adapters; later events are ignored', () => {
    const { adapter, config, start } = started()
    start()
    stops.pop()!()
    expect(adapter.state.listening).toBe(false)
    adapter.emit.connectors([])
    expect(config.stores.connectors.getState().connectors).toHaveLength(1)
  })

  it('restores recent wallets, the active namespace and its network from storage', () => {
    const evm = mockAdapter({ accounts: [TEST_ADDRESS] })
    const solana = mockAdapter({ namespace: 'solana', accounts: ['So1'] })
    const { config, start } = started({
      adapters: [evm, solana],
      networks: [testnetNetwork, secondTestnetNetwork, solanaNetwork],
    })
    const recent = [{ id: 'w1', name: 'Wallet 1' }]
    config.storage.set(storageKeys.recentWallets, recent)
    config.storage.set(storageKeys.activeNamespace, 'solana')
    config.storage.set(storageKeys.activeCaipNetworkId, 'eip155:84532')
    start()
    expect(config.stores.wallets.getState().recent).toEqual(recent)
    expect(config.stores.connection.getState().activeNamespace).toBe('solana')
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(
      secondTestnetNetwork,
    )
  })

  it('behavior: a stored namespace without an adapter is not restored', () => {
    const { config, start } = started()
    config.storage.set(storageKeys.activeNamespace, 'bip122')
    start()
    expect(config.stores.connection.getState().activeNamespace).toBe('eip155')
  })

  it('reconnects the stored wallet (spec §4)', async () => {
    const { adapter, config, start } = started()
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    start()
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
    expect(adapter.state.calls.reconnect).toBe(1)
  })

  it('parameters: enableReconnect false → disconnected, the wallet is not asked', async () => {
    const { adapter, config, start } = started({ enableReconnect: false })
    config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    start()
    await Promise.resolve()
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(adapter.state.calls.reconnect).toBe(0)
  })

  it('prefetches the wallet lists when a project id is set; a dead server only sets error', async () => {
    const { config, start } = started({ projectId: 'test-project' })
    start()
    await vi.waitFor(() =>
      expect(config.stores.wallets.getState().error).toBe('Network request failed'),
    )
    expect(config.stores.wallets.getState().loading).toBe(false)
  })

  it('follows the system colour scheme', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-color-scheme: dark)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    const { config, start } = started()
    start()
    expect(config.stores.theme.getState()).toMatchObject({
      themeMode: undefined,
      systemThemeMode: 'dark',
      resolvedThemeMode: 'dark',
    })
  })
})
