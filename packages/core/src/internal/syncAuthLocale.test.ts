import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it, vi } from 'vitest'
import { setLocale } from '../actions/setLocale.ts'
import { mockAdapter } from '../adapters/mock.ts'
import { startConfig } from '../startConfig.ts'
import { syncAuthLocale } from './syncAuthLocale.ts'

describe('syncAuthLocale', () => {
  it('default: the e-mail wallet is told the kit’s language at once, then each change', () => {
    const adapter = authAdapter()
    const told = vi.spyOn(adapter.auth, 'syncLocale')
    const config = createTestConfig({ adapters: [adapter], locale: 'ar' })
    const stop = syncAuthLocale(config)
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

  it('behavior: the kit tells it from its start, before anything can load the frame', () => {
    const adapter = authAdapter()
    const told = vi.spyOn(adapter.auth, 'syncLocale')
    const config = createTestConfig({ adapters: [adapter], locale: 'de' })
    const stop = startConfig(config)
    expect(told).toHaveBeenCalledWith({ locale: 'de' })
    expect(adapter.calls.preload).toBe(0)
    stop()
  })

  it('behavior: no e-mail wallet → nothing to tell, nothing thrown', () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    expect(() => syncAuthLocale(config)()).not.toThrow()
  })
})
