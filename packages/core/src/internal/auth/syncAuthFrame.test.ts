import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it, vi } from 'vitest'
import { setLocale } from '../../actions/setLocale.ts'
import { setThemeMode } from '../../actions/setThemeMode.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import { startConfig } from '../../startConfig.ts'
import { syncAuthFrame } from './syncAuthFrame.ts'

describe('syncAuthFrame', () => {
  it('default: the e-mail wallet is told the kit’s language at once, then each change', () => {
    const adapter = authAdapter()
    const told = vi.spyOn(adapter.auth, 'syncLocale')
    const config = createTestConfig({ adapters: [adapter], locale: 'ar' })
    const stop = syncAuthFrame(config)
    expect(told.mock.calls).toEqual([[{ locale: 'ar' }]])
    setLocale(config, 'ja')
    // Same resolved language (the browser's is English here): nothing new to say.
    setLocale(config, 'ja')
    setLocale(config, undefined)
    expect(told.mock.calls.map(([parameters]) => parameters.locale)).toEqual(['ar', 'ja', 'en'])
    stop()
    setLocale(config, 'de')
    expect(told).toHaveBeenCalledTimes(3)
  })

  it('default: the e-mail wallet is told the kit’s light or dark at once, then each change', () => {
    const adapter = authAdapter()
    const told = vi.spyOn(adapter.auth, 'syncTheme')
    const config = createTestConfig({ adapters: [adapter], themeMode: 'dark' })
    const stop = syncAuthFrame(config)
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

  it('behavior: the kit tells both from its start, before anything can load the frame (it was always light before)', () => {
    const adapter = authAdapter()
    const locale = vi.spyOn(adapter.auth, 'syncLocale')
    const theme = vi.spyOn(adapter.auth, 'syncTheme')
    const config = createTestConfig({ adapters: [adapter], locale: 'de', themeMode: 'dark' })
    const stop = startConfig(config)
    expect(locale).toHaveBeenCalledWith({ locale: 'de' })
    expect(theme).toHaveBeenCalledWith({ themeMode: 'dark' })
    expect(adapter.calls.preload).toBe(0)
    stop()
  })

  it('behavior: no e-mail wallet → nothing to tell, nothing thrown', () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    expect(() => syncAuthFrame(config)()).not.toThrow()
  })
})
