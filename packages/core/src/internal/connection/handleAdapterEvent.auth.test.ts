import { signInByEmail, TEST_EMAIL } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../storage/storageKeys.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('adapter events: the embedded wallet', () => {
  it('sessionEnded: the cached login is removed and the namespace disconnects', async () => {
    const { adapter, config, stop } = await signInByEmail()
    stops.push(stop)
    expect(config.storage.get(storageKeys.email)).toBe(TEST_EMAIL)

    // Signed out in another tab, or the session expired.
    adapter.endSession()

    expect(config.storage.get(storageKeys.email)).toBeUndefined()
    expect(config.storage.get(storageKeys.lastEmailLoginTime)).toBeUndefined()
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected'),
    )
    // Not the server's doing: no Session Expired alert.
    expect(config.stores.alerts.getState().alert?.code).not.toBe('SESSION_EXPIRED')
  })

  it("sessionEnded 'expired': the server's 'Session expired' is the Session Expired alert", async () => {
    const { adapter, config, stop } = await signInByEmail()
    stops.push(stop)

    adapter.endSession('expired')

    expect(config.stores.alerts.getState().alert).toMatchObject({
      code: 'SESSION_EXPIRED',
      variant: 'error',
      message: 'Session Expired',
    })
    expect(config.storage.get(storageKeys.email)).toBeUndefined()
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected'),
    )
  })
})
