import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { UnsupportedNamespaceError } from '../errors/connection.ts'
import { connect } from './connect.ts'
import { openModal } from './openModal.ts'

const evm = () => mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })

async function connectedConfig(overrides: Parameters<typeof createTestConfig>[0] = {}) {
  const config = createTestConfig({ adapters: [evm()], ...overrides })
  config.stores.connectors.setState({ connectors: config.adapters[0]!.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  return config
}

const current = (config: ReturnType<typeof createTestConfig>) => ({
  open: config.stores.modal.getState().open,
  view: config.stores.router.getState().view,
  history: config.stores.router.getState().history.map((entry) => entry.view),
})

describe('openModal precedence (spec §2)', () => {
  it('1. namespace: switches to another namespace that has an adapter, then continues', async () => {
    const config = createTestConfig({
      networks: [testnetNetwork, solanaNetwork],
      adapters: [evm(), mockAdapter({ namespace: 'solana', accounts: ['So1'] })],
    })
    await openModal(config, { namespace: 'solana' })
    expect(config.stores.connection.getState().activeNamespace).toBe('solana')
    expect(current(config)).toEqual({ open: true, view: 'Connect', history: ['Connect'] })
  })

  it('1. namespace: without an adapter for it, UnsupportedNamespaceError and the modal stays shut', async () => {
    const config = createTestConfig({ adapters: [evm()] })
    await expect(openModal(config, { namespace: 'solana' })).rejects.toBeInstanceOf(
      UnsupportedNamespaceError,
    )
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('1. namespace: the active one is not a switch', async () => {
    const config = createTestConfig({ adapters: [evm()] })
    await openModal(config, { namespace: 'eip155', view: 'AllWallets' })
    expect(current(config).view).toBe('AllWallets')
  })

  it('2. no adapters and not connected, desktop: ConnectingWalletConnectBasic (over a requested view)', async () => {
    const config = createTestConfig({ adapters: [], isMobile: () => false })
    await openModal(config, { view: 'SwitchNetwork' })
    expect(current(config)).toEqual({
      open: true,
      view: 'ConnectingWalletConnectBasic',
      history: ['ConnectingWalletConnectBasic'],
    })
  })

  it('2. no adapters and not connected, mobile: AllWallets', async () => {
    const config = createTestConfig({ adapters: [], isMobile: () => true })
    await openModal(config)
    expect(current(config).view).toBe('AllWallets')
  })

  it('2. manualWCControl, even with adapters and connected: the WalletConnect views', async () => {
    const desktop = await connectedConfig({ manualWCControl: true, isMobile: () => false })
    await openModal(desktop, { view: 'Account' })
    expect(current(desktop).view).toBe('ConnectingWalletConnectBasic')

    const mobile = await connectedConfig({ manualWCControl: true, isMobile: () => true })
    await openModal(mobile)
    expect(current(mobile).view).toBe('AllWallets')
  })

  it('3. a requested view, with its data', async () => {
    const config = createTestConfig({ adapters: [evm()] })
    await openModal(config, { view: 'SwitchNetwork', data: { network: testnetNetwork } })
    expect(current(config)).toEqual({
      open: true,
      view: 'SwitchNetwork',
      history: ['SwitchNetwork'],
    })
    expect(config.stores.router.getState().data).toEqual({ network: testnetNetwork })
  })

  it('4. nothing requested, not connected: Connect', async () => {
    const config = createTestConfig({ adapters: [evm()] })
    await openModal(config)
    expect(current(config)).toEqual({ open: true, view: 'Connect', history: ['Connect'] })
  })

  it('4. nothing requested, connected: Account', async () => {
    const config = await connectedConfig()
    await openModal(config)
    expect(current(config)).toEqual({ open: true, view: 'Account', history: ['Account'] })
  })

  it('behavior: opening resets an old history', async () => {
    const config = createTestConfig({ adapters: [evm()] })
    config.stores.router.setState({
      view: 'AllWallets',
      history: [{ view: 'Connect' }, { view: 'AllWallets' }],
    })
    await openModal(config)
    expect(current(config).history).toEqual(['Connect'])
  })
})
