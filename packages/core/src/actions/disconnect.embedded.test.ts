import { signInByEmail, TEST_EMAIL } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it } from 'vitest'
import { storageKeys } from '../storage/storageKeys.ts'
import { disconnect } from './disconnect.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('disconnect: the embedded wallet', () => {
  it('behavior: signing out forgets the cached e-mail and login time, keeps the used flag', async () => {
    const { adapter, config, stop } = await signInByEmail()
    stops.push(stop)
    expect(config.storage.get(storageKeys.email)).toBe(TEST_EMAIL)

    await disconnect(config)

    expect(config.storage.get(storageKeys.email)).toBeUndefined()
    expect(config.storage.get(storageKeys.lastEmailLoginTime)).toBeUndefined()
    expect(config.storage.get(storageKeys.emailLoginUsed)).toBe(true)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(adapter.state.signedIn).toBe(false)
  })
})
