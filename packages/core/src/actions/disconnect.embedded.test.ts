import { afterEach, describe, expect, it } from 'vitest'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { authAdapter } from '../testing/authAdapter.ts'
import { createTestConfig } from '../testing/createTestConfig.ts'
import { connectEmail } from './connectEmail.ts'
import { disconnect } from './disconnect.ts'
import { submitEmailOtp } from './submitEmailOtp.ts'

const EMAIL = 'ada@example.com'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('disconnect: the embedded wallet', () => {
  it('behavior: signing out forgets the cached e-mail and login time, keeps the used flag', async () => {
    const adapter = authAdapter()
    const config = createTestConfig({ adapters: [adapter], projectId: '' })
    stops.push(startConfig(config))
    await connectEmail(config, { email: EMAIL })
    await submitEmailOtp(config, { otp: adapter.lastCode(EMAIL) ?? '' })
    expect(config.storage.get(storageKeys.email)).toBe(EMAIL)

    await disconnect(config)

    expect(config.storage.get(storageKeys.email)).toBeUndefined()
    expect(config.storage.get(storageKeys.lastEmailLoginTime)).toBeUndefined()
    expect(config.storage.get(storageKeys.emailLoginUsed)).toBe(true)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(adapter.state.signedIn).toBe(false)
  })
})
