import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { preloadEmbeddedWallet } from './preloadEmbeddedWallet.ts'

describe('preloadEmbeddedWallet', () => {
  it('default: the e-mail feature on → the frame starts loading', () => {
    const adapter = authAdapter()
    const config = createTestConfig({ adapters: [adapter] })
    preloadEmbeddedWallet(config)
    expect(adapter.calls.preload).toBe(1)
  })

  it('parameters: features.email false → nothing is loaded', () => {
    const adapter = authAdapter()
    const config = createTestConfig({ adapters: [adapter], features: { email: false } })
    preloadEmbeddedWallet(config)
    expect(adapter.calls.preload).toBe(0)
  })

  it('behavior: no auth adapter → nothing happens, nothing thrown', () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    expect(() => preloadEmbeddedWallet(config)).not.toThrow()
  })
})
