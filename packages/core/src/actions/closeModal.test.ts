import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { navigate } from './navigate.ts'
import { openModal } from './openModal.ts'

async function setUp(embedded: boolean, connected: boolean) {
  const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const config = createTestConfig({ adapters: [adapter], embedded })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  if (connected) await connect(config, { connectorId: 'mock' })
  await openModal(config, { view: 'AllWallets' })
  navigate(config, 'ConnectingExternal')
  return config
}

describe('closeModal', () => {
  it.each([
    ['normal, disconnected', false, false, 'Connect'],
    ['normal, connected', false, true, 'Connect'],
    ['embedded, disconnected', true, false, 'Connect'],
    ['embedded, connected', true, true, 'Account'],
  ])('%s: closes and resets to %s', async (_case, embedded, connected, view) => {
    const config = await setUp(embedded, connected)
    closeModal(config)
    expect(config.stores.modal.getState()).toEqual({ open: false, shake: false })
    expect(config.stores.router.getState()).toEqual({ view, data: undefined, history: [{ view }] })
  })
})
