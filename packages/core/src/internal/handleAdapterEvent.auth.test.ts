import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectEmail } from '../actions/connectEmail.ts'
import { submitEmailOtp } from '../actions/submitEmailOtp.ts'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { authAdapter } from '../testing/authAdapter.ts'
import { createTestConfig } from '../testing/createTestConfig.ts'

const EMAIL = 'ada@example.com'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('adapter events: the embedded wallet', () => {
  it('sessionEnded: the cached login is removed and the namespace disconnects', async () => {
    const adapter = authAdapter()
    const config = createTestConfig({ adapters: [adapter], projectId: '' })
    stops.push(startConfig(config))
    await connectEmail(config, { email: EMAIL })
    await submitEmailOtp(config, { otp: adapter.lastCode(EMAIL) ?? '' })
    expect(config.storage.get(storageKeys.email)).toBe(EMAIL)

    // Signed out in another tab, or the session expired.
    adapter.endSession()

    expect(config.storage.get(storageKeys.email)).toBeUndefined()
    expect(config.storage.get(storageKeys.lastEmailLoginTime)).toBeUndefined()
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected'),
    )
  })
})
