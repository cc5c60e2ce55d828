import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it, vi } from 'vitest'
import { setThemeMode } from '../actions/setThemeMode.ts'
import { mockAdapter } from '../adapters/mock.ts'
import { startConfig } from '../startConfig.ts'
import { syncAuthTheme } from './syncAuthTheme.ts'

describe('syncAuthTheme', () => {
  it('default: the e-mail wallet is told the kit’s light or dark at once, then each change', () => {
    const adapter = authAdapter()
    const told = vi.spyOn(adapter.auth, 'syncTheme')
    const config = createTestConfig({ adapters: [adapter], themeMode: 'dark' })
    const stop = syncAuthTheme(config)
    expect(told.mock.calls).toEqual([[{ themeMode: 'dark' }]])
    setThemeMode(config, 'light')
    // Same resolved mode: nothing new to say.
    setThemeMode(config, 'light')
    config.stores.theme.setState({ systemThemeMode: 'dark' })
    setThemeMode(config, undefined)
    expect(told.mock.calls.map(([parameters]) => parameters.themeMode)).toEqual([
      'dark',
      'light',
      'dark',
    ])
    stop()
    setThemeMode(config, 'light')
    expect(told).toHaveBeenCalledTimes(3)
  })

  it('behavior: the kit tells it from its start (the frame was always light before)', () => {
    const adapter = authAdapter()
    const told = vi.spyOn(adapter.auth, 'syncTheme')
    const config = createTestConfig({ adapters: [adapter], themeMode: 'dark' })
    const stop = startConfig(config)
    expect(told).toHaveBeenCalledWith({ themeMode: 'dark' })
    stop()
  })

  it('behavior: no e-mail wallet → nothing to tell, nothing thrown', () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    expect(() => syncAuthTheme(config)()).not.toThrow()
  })
})
