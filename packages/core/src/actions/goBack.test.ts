import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { leaveFarcaster } from '../internal/auth/leaveFarcaster.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { connect } from './connect.ts'
import { goBack } from './goBack.ts'
import { navigate } from './navigate.ts'
import { openModal } from './openModal.ts'

async function setUp(connected: boolean) {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const config = createTestConfig({ adapters: [adapter] })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  if (connected) await connect(config, { connectorId: 'mock' })
  return config
}
const views = (config: Awaited<ReturnType<typeof setUp>>) =>
  config.stores.router.getState().history.map((entry) => entry.view)

describe('goBack (spec §2)', () => {
  it('pops the history and shows the previous view with its data', async () => {
    const config = await setUp(false)
    await openModal(config)
    navigate(config, 'AllWallets')
    navigate(config, 'ConnectingExternal', { network: testnetNetwork })
    goBack(config)
    expect(views(config)).toEqual(['Connect', 'AllWallets'])
    expect(config.stores.router.getState().view).toBe('AllWallets')
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it('disconnected, previous is Connect: Connect', async () => {
    const config = await setUp(false)
    await openModal(config)
    navigate(config, 'AllWallets')
    goBack(config)
    expect(config.stores.router.getState().view).toBe('Connect')
  })

  it('connected, previous is Connect: Account instead', async () => {
    const config = await setUp(true)
    await openModal(config, { view: 'Connect' })
    navigate(config, 'AllWallets')
    goBack(config)
    expect(views(config)).toEqual(['Account'])
    expect(config.stores.router.getState().view).toBe('Account')
  })

  it('a single entry: closes the modal', async () => {
    const config = await setUp(false)
    await openModal(config, { view: 'AllWallets' })
    goBack(config)
    expect(config.stores.modal.getState().open).toBe(false)
    expect(views(config)).toEqual(['Connect'])
  })

  // The rules connectFarcaster installs (connectFarcaster.test.ts covers the reload).
  it.each([
    [false, undefined],
    [true, 'https://farcaster/x'],
  ])(
    'leaving ConnectingFarcaster (connected: %s) clears the Farcaster URL only while disconnected',
    async (connected, kept) => {
      const config = await setUp(connected)
      config.internal.leaveFarcaster = leaveFarcaster
      await openModal(config, { view: 'AllWallets' })
      updateNamespaceState(config.stores.account, 'eip155', { farcasterUrl: 'https://farcaster/x' })
      navigate(config, 'ConnectingFarcaster')
      goBack(config)
      expect(config.stores.account.getState().namespaces.eip155?.farcasterUrl).toBe(kept)
      expect(config.stores.router.getState().view).toBe('AllWallets')
    },
  )
})
