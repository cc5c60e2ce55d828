import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork, localNetwork2, solanaNetwork } from '@portico/test-utils/networks'
import { describe, expect, it, vi } from 'vitest'
import { mockAdapter } from './adapters/mock.ts'
import { createConfig, DEFAULT_API_URL } from './createConfig.ts'
import { InvalidOptionError } from './errors/config.ts'
import { memoryStorage } from './storage/memoryStorage.ts'
import type { PorticoOptions } from './types/options.ts'

const base: PorticoOptions = {
  projectId: 'demo',
  networks: [localNetwork, localNetwork2],
  adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })],
  storage: memoryStorage(),
}

describe('createConfig', () => {
  it('default: the spec §9 defaults', () => {
    const { options } = createConfig(base)
    expect(options).toMatchObject({
      apiUrl: DEFAULT_API_URL,
      defaultNetwork: localNetwork,
      enableReconnect: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      append: true,
      embedded: false,
      manualWCControl: false,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
    })
    expect(DEFAULT_API_URL).toBe('http://127.0.0.1:8787')
    expect(options.features).toEqual({
      allWallets: true,
      send: true,
      receive: true,
      analytics: true,
      email: true,
      socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: false,
      pay: false,
      legalCheckbox: false,
      collapseWallets: false,
    })
  })

  it('default: one store per domain in its start state', () => {
    const { stores } = createConfig(base)
    expect(Object.keys(stores).sort()).toEqual([
      'account',
      'alerts',
      'auth',
      'connection',
      'connectors',
      'features',
      'locale',
      'modal',
      'network',
      'onramp',
      'pairing',
      'pay',
      'router',
      'send',
      'siwx',
      'snackbar',
      'swap',
      'theme',
      'transactions',
      'wallets',
    ])
    expect(stores.modal.getState()).toEqual({ open: false, shake: false })
    expect(stores.router.getState()).toEqual({ view: 'Connect', history: [{ view: 'Connect' }] })
    expect(stores.connection.getState()).toEqual({
      activeNamespace: 'eip155',
      namespaces: { eip155: { status: 'disconnected' } },
    })
    expect(stores.network.getState().namespaces.eip155?.caipNetwork).toBe(localNetwork)
    expect(stores.alerts.getState().alert).toBeUndefined()
    expect(stores.transactions.getState()).toEqual({ items: [], loading: false })
    expect(stores.siwx.getState()).toEqual({ namespaces: {} })
    expect(stores.send.getState()).toEqual({ amountUnit: 'token', fee: { status: 'idle' } })
    expect(stores.swap.getState()).toEqual({
      tokens: { status: 'idle' },
      slippage: '1',
      quote: { status: 'idle' },
    })
    expect(stores.pay.getState()).toEqual({
      token: { status: 'idle' },
      fee: { status: 'idle' },
      exchanges: { status: 'idle' },
      status: 'idle',
    })
    expect(stores.onramp.getState()).toEqual({
      options: { status: 'idle' },
      providers: [],
      purchaseCurrencies: [],
      paymentCurrencies: [],
      paymentMethod: 'card',
      quote: { status: 'idle' },
    })
  })

  it('parameters: features override defaults one by one', () => {
    const { options } = createConfig({
      ...base,
      features: {
        email: false,
        socials: false,
        multiWallet: true,
        send: false,
        legalCheckbox: true,
        collapseWallets: true,
      },
    })
    expect(options.features).toMatchObject({
      email: false,
      socials: false,
      multiWallet: true,
      send: false,
      receive: true,
      legalCheckbox: true,
      collapseWallets: true,
    })
  })

  it('parameters: defaultNetwork', () => {
    const config = createConfig({ ...base, defaultNetwork: localNetwork2 })
    expect(config.options.defaultNetwork).toBe(localNetwork2)
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork).toBe(localNetwork2)
  })

  it('parameters: themeMode and themeVariables', () => {
    const { stores } = createConfig({
      ...base,
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#f00' },
    })
    expect(stores.theme.getState()).toMatchObject({
      themeMode: 'dark',
      resolvedThemeMode: 'dark',
      themeVariables: { '--portico-accent': '#f00' },
    })
  })

  it('parameters: networks of two namespaces give each its own state', () => {
    const { stores } = createConfig({
      ...base,
      networks: [localNetwork, solanaNetwork],
      adapters: [
        mockAdapter({ accounts: [TEST_ADDRESS] }),
        mockAdapter({ namespace: 'solana', accounts: ['So1'] }),
      ],
    })
    expect(stores.network.getState().namespaces.solana?.caipNetwork).toBe(solanaNetwork)
    expect(stores.connection.getState().namespaces.solana).toEqual({ status: 'disconnected' })
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('behavior: %s projectId shows the Project ID Not Configured alert, no throw', (_case, id) => {
    const config = createConfig({ ...base, projectId: id as string })
    expect(config.stores.alerts.getState().alert).toMatchObject({
      variant: 'error',
      message: 'Project ID Not Configured',
      code: 'PROJECT_ID_NOT_CONFIGURED',
    })
  })

  it.each([
    ['projectId', { projectId: 42 }],
    ['networks', { networks: [] }],
    ['networks.0.caipNetworkId', { networks: [{ ...localNetwork, caipNetworkId: 'evm-1' }] }],
    ['adapters', { adapters: 'evm' }],
    ['adapters.0.connect', { adapters: [{ ...mockAdapter({ accounts: [] }), connect: 1 }] }],
    ['apiUrl', { apiUrl: 'not a url' }],
    ['features.email', { features: { email: 'yes' } }],
    ['features.socials', { features: { socials: true } }],
    ['features.socials', { features: { socials: ['myspace'] } }],
    ['features.legalCheckbox', { features: { legalCheckbox: 'yes' } }],
    ['features.collapseWallets', { features: { collapseWallets: 1 } }],
    ['themeMode', { themeMode: 'blue' }],
    ['featuredWalletIds', { featuredWalletIds: 'a,b' }],
    ['customWallets.0.id', { customWallets: [{ name: 'No id' }] }],
    ['enableReconnect', { enableReconnect: 'no' }],
    ['storage.getItem', { storage: {} }],
    ['requestTimeoutMs', { requestTimeoutMs: 0 }],
  ])('behavior: a wrong-typed option is an InvalidOptionError naming %s', (option, patch) => {
    const error = (() => {
      try {
        createConfig({ ...base, ...patch } as unknown as PorticoOptions)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect(error).toMatchObject({ option, message: `Invalid option: ${option}` })
  })

  it('behavior: no options at all is an InvalidOptionError', () => {
    expect(() => createConfig(undefined as unknown as PorticoOptions)).toThrow(InvalidOptionError)
  })

  it('behavior: a defaultNetwork not among the networks is an InvalidOptionError', () => {
    expect(() =>
      createConfig({ ...base, networks: [localNetwork2], defaultNetwork: localNetwork }),
    ).toThrow(expect.objectContaining({ option: 'defaultNetwork' }))
  })

  it('behavior: two adapters for one namespace is an InvalidOptionError', () => {
    const adapters = [mockAdapter({ accounts: [] }), mockAdapter({ accounts: [] })]
    expect(() => createConfig({ ...base, adapters })).toThrow(
      expect.objectContaining({ option: 'adapters' }),
    )
  })

  it('behavior: the caller’s own adapter and storage objects are kept, not copies', () => {
    const storage = memoryStorage()
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS] })
    const config = createConfig({ ...base, adapters: [adapter], storage })
    expect(config.adapters[0]).toBe(adapter)
    expect(config.options.storage).toBe(storage)
  })

  it('behavior: does not call fetch or touch storage while creating', () => {
    const fetchSpy = vi.fn()
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() }
    createConfig({ ...base, storage, fetch: fetchSpy })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(storage.getItem).not.toHaveBeenCalled()
    expect(storage.setItem).not.toHaveBeenCalled()
  })
})
