import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter, TEST_SECURE_SITE_ORIGIN } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onEvent } from '../../actions/onEvent.ts'
import { takeResultUri } from '../../actions/takeResultUri.ts'
import { startConfig } from '../../startConfig.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { PorticoEvent } from '../../types/events.ts'

// A Telegram mini-app (spec §2) is reopened with ?result_uri=… after a social sign-in that ran
// outside it. The embedded wallet is core's double (@portico/test-utils/authAdapter).

const start = window.location.href
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  window.history.replaceState(null, '', start)
  vi.restoreAllMocks()
})

/** The page reopens with `resultUri`, after a sign-in with GitHub started on the earlier page. */
async function reopenWith(resultUri: (adapter: ReturnType<typeof authAdapter>) => string) {
  const adapter = authAdapter()
  await adapter.auth.getSocialRedirectUri({ provider: 'github' })
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  config.storage.set(storageKeys.socialProvider, 'github')
  window.history.replaceState(null, '', `/app?result_uri=${encodeURIComponent(resultUri(adapter))}`)
  const events: PorticoEvent[] = []
  stops.push(onEvent(config, (event) => events.push(event)))
  stops.push(startConfig(config))
  return { adapter, config, events }
}

describe('resumeSocialLogin (Telegram result_uri)', () => {
  it("default: the secure site's result finishes the sign-in: connected, REQUEST_USER_DATA → SUCCESS", async () => {
    const { adapter, config, events } = await reopenWith((double) => double.socialResultUri())

    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
    await vi.waitFor(() =>
      expect(events.map((event) => event.name)).toContain('SOCIAL_LOGIN_SUCCESS'),
    )
    expect(adapter.calls.connectSocial).toBe(1)
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      address: TEST_ADDRESS,
      socialProvider: 'github',
    })
    expect(config.storage.get(storageKeys.socialUsername)).toBe('ada')
    const social = events.filter((event) => event.name.startsWith('SOCIAL_LOGIN_'))
    expect(social.map(({ name, properties }) => ({ name, properties }))).toEqual([
      { name: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider: 'github' } },
      { name: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } },
    ])
    expect(takeResultUri(config)).toBeUndefined()
  })

  it('behavior: a result_uri of another origin is left for its own flow', async () => {
    const { adapter, config, events } = await reopenWith(() => 'https://wallet.example/done?x=1')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(adapter.calls.connectSocial).toBe(0)
    expect(events.filter((event) => event.name.startsWith('SOCIAL_LOGIN_'))).toEqual([])
    expect(takeResultUri(config)).toBe('https://wallet.example/done?x=1')
  })

  it('behavior: the wallet refuses it → ERROR with the message and the error snackbar', async () => {
    const { adapter, config, events } = await reopenWith(
      () => `${TEST_SECURE_SITE_ORIGIN}/social-callback.html?state=forged&code=1`,
    )
    await vi.waitFor(() =>
      expect(events.map((event) => event.name)).toContain('SOCIAL_LOGIN_ERROR'),
    )
    expect(adapter.calls.connectSocial).toBe(1)
    expect(events.find((event) => event.name === 'SOCIAL_LOGIN_ERROR')?.properties).toEqual({
      provider: 'github',
      message: 'Failed to connect',
    })
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      message: 'Failed to connect',
      variant: 'error',
    })
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })
})
