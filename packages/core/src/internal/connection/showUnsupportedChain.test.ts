import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { secondTestnetNetwork, solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { navigate } from '../../actions/navigate.ts'
import { openModal } from '../../actions/openModal.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PorticoOptions } from '../../types/options.ts'
import { showUnsupportedChain } from './showUnsupportedChain.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

function setUp(overrides: Partial<PorticoOptions> = {}) {
  return createTestConfig({
    networks: [testnetNetwork, secondTestnetNetwork, solanaNetwork],
    adapters: [
      mockAdapter({ accounts: [TEST_ADDRESS] }),
      mockAdapter({ namespace: 'solana', accounts: ['So1'] }),
    ],
    ...overrides,
  })
}

/** The wallet of a namespace is on chain 1, which the dApp does not list. */
function onUnlistedChain(config: PorticoConfig, namespace: 'eip155' | 'solana' = 'eip155') {
  updateNamespaceState(
    config.stores.network,
    namespace,
    { caipNetwork: undefined, unsupportedChainId: 1 },
    'replace',
  )
}

const modal = (config: PorticoConfig) => ({
  open: config.stores.modal.getState().open,
  history: config.stores.router.getState().history.map((entry) => entry.view),
})

describe('showUnsupportedChain (spec §4)', () => {
  it('default: a chain the dApp lacks opens the modal on UnsupportedChain alone', async () => {
    const config = setUp()
    await openModal(config, { view: 'AllWallets' })
    navigate(config, 'Connect')
    onUnlistedChain(config)
    expect(showUnsupportedChain(config, 'eip155')).toBe(true)
    expect(modal(config)).toEqual({ open: true, history: ['UnsupportedChain'] })
  })

  it('default, modal shut: it opens', () => {
    const config = setUp()
    onUnlistedChain(config)
    expect(showUnsupportedChain(config, 'eip155')).toBe(true)
    expect(modal(config)).toEqual({ open: true, history: ['UnsupportedChain'] })
  })

  it.each<[string, Partial<PorticoOptions>]>([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['enableNetworkSwitch false', { enableNetworkSwitch: false }],
    ['manualWCControl', { manualWCControl: true }],
  ])('parameters: %s → not shown, the modal stays shut', (_case, options) => {
    const config = setUp(options)
    onUnlistedChain(config)
    expect(showUnsupportedChain(config, 'eip155')).toBe(false)
    expect(modal(config)).toEqual({ open: false, history: ['Connect'] })
  })

  it.each<[string, Partial<PorticoOptions>]>([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['enableNetworkSwitch false', { enableNetworkSwitch: false }],
  ])('parameters: %s, modal open → the current view is kept', async (_case, options) => {
    const config = setUp(options)
    await openModal(config, { view: 'AllWallets' })
    onUnlistedChain(config)
    expect(showUnsupportedChain(config, 'eip155')).toBe(false)
    expect(modal(config)).toEqual({ open: true, history: ['AllWallets'] })
  })

  it('behavior: a namespace that is not the active one is left alone', () => {
    const config = setUp()
    onUnlistedChain(config, 'solana')
    expect(showUnsupportedChain(config, 'solana')).toBe(false)
    expect(modal(config).open).toBe(false)
  })

  it('behavior: back on a listed chain while UnsupportedChain shows → the modal closes', () => {
    const config = setUp()
    onUnlistedChain(config)
    showUnsupportedChain(config, 'eip155')
    updateNamespaceState(
      config.stores.network,
      'eip155',
      { caipNetwork: testnetNetwork },
      'replace',
    )
    expect(showUnsupportedChain(config, 'eip155')).toBe(false)
    expect(modal(config)).toEqual({ open: false, history: ['Connect'] })
  })

  it('behavior: a listed chain with another view open → that view is kept', async () => {
    const config = setUp()
    await openModal(config, { view: 'AllWallets' })
    expect(showUnsupportedChain(config, 'eip155')).toBe(false)
    expect(modal(config)).toEqual({ open: true, history: ['AllWallets'] })
  })
})
