import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { expect, it } from 'vitest'
import { navigate } from './navigate.ts'
import { replaceView } from './replaceView.ts'

it('navigate: pushes the view with its data', () => {
  const config = createTestConfig()
  navigate(config, 'AllWallets')
  navigate(config, 'SwitchNetwork', { network: testnetNetwork })
  expect(config.stores.router.getState()).toEqual({
    view: 'SwitchNetwork',
    data: { network: testnetNetwork },
    history: [
      { view: 'Connect' },
      { view: 'AllWallets', data: undefined },
      { view: 'SwitchNetwork', data: { network: testnetNetwork } },
    ],
  })
})

it('replaceView: replaces the current entry only', () => {
  const config = createTestConfig()
  navigate(config, 'AllWallets')
  replaceView(config, 'ConnectingExternal')
  expect(config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
    'Connect',
    'ConnectingExternal',
  ])
  expect(config.stores.router.getState().view).toBe('ConnectingExternal')
})
