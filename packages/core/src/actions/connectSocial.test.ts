import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  type AuthAdapter,
  type AuthAdapterParameters,
  authAdapter,
  TEST_SECURE_SITE_ORIGIN,
} from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { type PopupStub, stubPopups } from '@portico/test-utils/fakePopup'
import { startOnRefusedOrigin } from '@portico/test-utils/startOnRefusedOrigin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { SOCIAL_POPUP_POLL_MS } from '../constants.ts'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEvent } from '../types/events.ts'
import { closeModal } from './closeModal.ts'
import { connectSocial } from './connectSocial.ts'
import { goBack } from './goBack.ts'
import { onEvent } from './onEvent.ts'
import { openModal } from './openModal.ts'

// The provider's window is a FAKE (@portico/test-utils/fakePopup): happy-dom cannot open a second
// browsing context, so `window.open` hands out objects with `closed`, `close()` and
// `location.href`, and the secure site's callback page is played by dispatching its message on
// the page's window with the origin and source a browser stamps. The embedded wallet is core's
// double (@portico/test-utils/authAdapter), which accepts only the callback address of a sign-in it
// started.

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

interface Setup {
  adapter: AuthAdapter
  config: PorticoConfig
  popups: PopupStub
  events: PorticoEvent[]
  /** Names of the social and connect events, in order. */
  names: () => string[]
  /** The callback page of the last sign-in posts its result from the last window. */
  answer: (data?: unknown) => void
}

/** A started config with the embedded wallet double and the modal open on Connect. */
async function setUp(
  parameters: AuthAdapterParameters & { blocked?: boolean } = {},
): Promise<Setup> {
  const adapter = authAdapter(parameters)
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  stops.push(startConfig(config))
  await openModal(config)
  const popups = stubPopups({ blocked: parameters.blocked ?? false })
  const events: PorticoEvent[] = []
  stops.push(onEvent(config, (event) => events.push(event)))
  return {
    adapter,
    config,
    popups,
    events,
    names: () =>
      events
        .map((event) => event.name)
        .filter((name) => name.startsWith('SOCIAL_') || name === 'CONNECT_SUCCESS'),
    answer: (data = { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() }) =>
      popups.post(data, { origin: TEST_SECURE_SITE_ORIGIN, source: popups.last() }),
  }
}

/** Lets the promises an action left running settle (the flow's lazy code included). */
async function settle(): Promise<void> {
  for (let step = 0; step < 5; step++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Until the provider's page is in the window (the lazy code loaded, the address fetched). Waits
 * in real time: under fake intervals `vi.waitFor` would move the poll's clock too.
 */
async function untilProviderPage(popups: PopupStub): Promise<void> {
  for (let step = 0; step < 200 && popups.last().location.href === ''; step++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  expect(popups.last().location.href).not.toBe('')
}

describe('connectSocial', () => {
  it("parameters: the stored account type goes with the provider's answer and the user fetch (spec §6)", async () => {
    const { adapter, config, popups, answer } = await setUp()
    config.storage.set(storageKeys.preferredAccountTypes, { eip155: 'eoa' })

    const pending = connectSocial(config, { provider: 'github' })
    await untilProviderPage(popups)
    answer()
    await pending

    // connectSocial, then connect: both ask for the stored type, not the default smartAccount.
    expect(adapter.signInAccountTypes).toEqual(['eoa', 'eoa'])
  })

  it('default: the window opens in the same tick, centred 600 x 800; STARTED; ConnectingSocial; the provider kept', async () => {
    const { config, popups, names } = await setUp()

    const pending = connectSocial(config, { provider: 'github' })

    // Nothing awaited yet: this is still the click's task.
    expect(popups.calls).toHaveLength(1)
    const [url, name, features] = popups.calls[0] as [string, string, string]
    expect(url).toBe('')
    expect(name).toBe('portico-social')
    expect(features).toMatch(/(^|,)width=600(,|$)/)
    expect(features).toMatch(/(^|,)height=800(,|$)/)
    expect(features).toMatch(/left=\d+/)
    expect(features).toMatch(/top=\d+/)
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED'])
    expect(config.stores.router.getState().view).toBe('ConnectingSocial')
    expect(config.stores.auth.getState().social).toEqual({ provider: 'github', status: 'waiting' })
    // Only a sign-in that succeeds records its provider.
    expect(config.storage.get(storageKeys.socialProvider)).toBeUndefined()
    closeModal(config)
    await expect(pending).rejects.toThrow('Modal closed')
  })

  it('default: the provider page loads in the window; the answer connects; STARTED → REQUEST_USER_DATA → CONNECT_SUCCESS → SUCCESS', async () => {
    const { adapter, config, popups, events, names, answer } = await setUp()

    const pending = connectSocial(config, { provider: 'github' })
    await untilProviderPage(popups)
    expect(popups.last().location.href).toBe('https://github.provider.test/authorize?state=state-1')
    answer()
    const connection = await pending

    expect(names()).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'CONNECT_SUCCESS',
      'SOCIAL_LOGIN_SUCCESS',
    ])
    for (const event of events.filter((each) => each.name.startsWith('SOCIAL_')))
      expect(event.properties).toEqual({ provider: 'github' })
    expect(connection.accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(adapter.calls.connectSocial).toBe(1)
    expect(popups.last().closed).toBe(true)
    // Finished like the e-mail sign-in: connected, kept for reconnect, modal closed.
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('embedded-wallet')
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.router.getState().view).toBe('Connect')
    // Spec §3: the provider and the visitor's name there are kept.
    expect(config.storage.get(storageKeys.socialUsername)).toBe('ada')
    expect(config.storage.get(storageKeys.socialProvider)).toBe('github')
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      address: TEST_ADDRESS,
      socialProvider: 'github',
    })
    expect(config.stores.auth.getState().social).toBeUndefined()
    expect(config.internal.socialLogin).toBeUndefined()
  })

  it("behavior: an existing account on a new site → 'device' (the e-mail went out), no connection until approved, then connected", async () => {
    const { adapter, config, popups, names, answer } = await setUp({ socialDeviceApproval: true })
    const pending = connectSocial(config, { provider: 'google' })
    await untilProviderPage(popups)
    answer()
    await vi.waitFor(() =>
      expect(config.stores.auth.getState().social).toEqual({
        provider: 'google',
        status: 'device',
      }),
    )
    await settle()
    expect(adapter.calls.connectDevice).toBe(1)
    expect(config.stores.connection.getState().namespaces.eip155?.status).not.toBe('connected')
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_REQUEST_USER_DATA'])

    adapter.approveDevice()
    const connection = await pending
    expect(connection.accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(names()).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'CONNECT_SUCCESS',
      'SOCIAL_LOGIN_SUCCESS',
    ])
    expect(config.stores.auth.getState().social).toBeUndefined()
  })

  it('behavior: closing the modal while the site awaits the e-mail approval gives the sign-in up', async () => {
    const { config, popups, answer } = await setUp({ socialDeviceApproval: true })
    const pending = connectSocial(config, { provider: 'google' })
    pending.catch(() => undefined)
    await untilProviderPage(popups)
    answer()
    await vi.waitFor(() => expect(config.stores.auth.getState().social?.status).toBe('device'))
    closeModal(config)
    await expect(pending).rejects.toMatchObject({ name: 'ModalClosedError' })
    expect(config.stores.connection.getState().namespaces.eip155?.status).not.toBe('connected')
    expect(config.stores.auth.getState().social).toBeUndefined()
  })

  it('behavior: the visitor closes the window → "Popup closed", CANCELED, the view shows it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { config, popups, names } = await setUp()

    const pending = connectSocial(config, { provider: 'google' })
    pending.catch(() => undefined)
    await untilProviderPage(popups)
    popups.closeByVisitor()
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_POLL_MS - 1)
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED'])
    await vi.advanceTimersByTimeAsync(1)

    await expect(pending).rejects.toMatchObject({
      name: 'SocialPopupClosedError',
      message: 'Popup closed',
    })
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_CANCELED'])
    expect(config.stores.auth.getState().social).toEqual({
      provider: 'google',
      status: 'error',
      error: 'Popup closed',
    })
    expect(config.stores.router.getState().view).toBe('ConnectingSocial')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: the window closed while the provider address is fetched also counts', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { config, popups, names } = await setUp()

    const pending = connectSocial(config, { provider: 'google' })
    pending.catch(() => undefined)
    popups.closeByVisitor()
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_POLL_MS)

    await expect(pending).rejects.toThrow('Popup closed')
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_CANCELED'])
  })

  it.each<[string, (setup: Setup) => void]>([
    [
      'another origin',
      ({ adapter, popups }) =>
        popups.post(
          { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() },
          { origin: 'https://evil.example', source: popups.last() },
        ),
    ],
    [
      'another window of the secure site',
      ({ adapter, popups }) =>
        popups.post(
          { type: 'PORTICO_SOCIAL_RESULT', resultUri: adapter.socialResultUri() },
          { origin: TEST_SECURE_SITE_ORIGIN, source: window },
        ),
    ],
    ['a message of another type', ({ answer }) => answer({ type: 'FRAME_READY', payload: {} })],
    ['no payload', ({ answer }) => answer(null)],
    [
      'a result that is not a string',
      ({ answer }) => answer({ type: 'PORTICO_SOCIAL_RESULT', resultUri: 7 }),
    ],
    [
      'a result that is not an address',
      ({ answer }) => answer({ type: 'PORTICO_SOCIAL_RESULT', resultUri: 'nope' }),
    ],
    [
      'a result over 4096 characters',
      ({ adapter, answer }) =>
        answer({
          type: 'PORTICO_SOCIAL_RESULT',
          resultUri: `${adapter.socialResultUri()}&pad=${'a'.repeat(4096)}`,
        }),
    ],
  ])(
    'behavior: a message from %s is ignored; the real answer still signs in',
    async (_, hostile) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const setup = await setUp()
      const { adapter, config, popups, names, answer } = setup

      const pending = connectSocial(config, { provider: 'github' })
      await untilProviderPage(popups)
      hostile(setup)
      await settle()
      expect(adapter.calls.connectSocial).toBe(0)
      expect(names()).toEqual(['SOCIAL_LOGIN_STARTED'])
      expect(config.stores.auth.getState().social?.status).toBe('waiting')

      answer()
      await pending
      expect(adapter.calls.connectSocial).toBe(1)
      expect(names().at(-1)).toBe('SOCIAL_LOGIN_SUCCESS')
      warn.mockRestore()
    },
  )

  it('behavior: a blocked window → "Failed to initiate social connection", ERROR, no STARTED; the view offers a retry', async () => {
    const { adapter, config, events, names } = await setUp({ blocked: true })

    await expect(connectSocial(config, { provider: 'x' })).rejects.toMatchObject({
      name: 'SocialLoginInitError',
      message: 'Failed to initiate social connection',
    })
    expect(names()).toEqual(['SOCIAL_LOGIN_ERROR'])
    expect(events[events.length - 1]?.properties).toEqual({
      provider: 'x',
      message: 'Failed to initiate social connection',
    })
    expect(config.stores.router.getState().view).toBe('ConnectingSocial')
    expect(config.stores.auth.getState().social).toEqual({
      provider: 'x',
      status: 'error',
      error: 'Failed to initiate social connection',
    })
    expect(adapter.calls.getSocialRedirectUri).toBe(0)
  })

  it('behavior: the wallet cannot give the provider address → "Failed to initiate social connection", window closed, ERROR', async () => {
    const { config, popups, events, names } = await setUp({
      socialRedirectError: 'Social login is not available on this server',
    })

    await expect(connectSocial(config, { provider: 'apple' })).rejects.toMatchObject({
      name: 'SocialLoginInitError',
      message: 'Failed to initiate social connection',
      details: 'Social login is not available on this server',
    })
    expect(popups.last().closed).toBe(true)
    expect(popups.last().location.href).toBe('')
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR'])
    expect(events.at(-1)?.properties).toEqual({
      provider: 'apple',
      message: 'Failed to initiate social connection',
    })
    expect(config.stores.auth.getState().social?.error).toBe('Failed to initiate social connection')
  })

  it('behavior: the project does not allow this origin → its message, the "Origin Not Allowed" alert', async () => {
    const { config, popups, events } = await setUp({
      socialRedirectError: 'Unauthorized: origin not allowed',
    })

    await expect(connectSocial(config, { provider: 'github' })).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    expect(popups.last().closed).toBe(true)
    expect(events.at(-1)?.properties).toEqual({
      provider: 'github',
      message: 'Unauthorized: origin not allowed',
    })
    expect(config.stores.auth.getState().social?.error).toBe('Unauthorized: origin not allowed')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })

  it("behavior: the kit's origin check found the page not allowed → no provider address asked, the alert", async () => {
    const adapter = authAdapter()
    const { config, stop } = await startOnRefusedOrigin(adapter)
    stops.push(stop)
    const popups = stubPopups({ blocked: false })

    await expect(connectSocial(config, { provider: 'github' })).rejects.toMatchObject({
      name: 'OriginNotAllowedError',
      message: 'Unauthorized: origin not allowed',
    })
    expect(popups.last().closed).toBe(true)
    expect(adapter.socialStarts).toEqual([])
    expect(config.stores.auth.getState().social?.error).toBe('Unauthorized: origin not allowed')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })

  it("behavior: the wallet refuses the provider's answer → its message, ERROR, still disconnected", async () => {
    const { config, popups, events, names, answer } = await setUp({
      socialConnectError: 'Failed to connect',
    })

    const pending = connectSocial(config, { provider: 'discord' })
    pending.catch(() => undefined)
    await untilProviderPage(popups)
    answer()

    await expect(pending).rejects.toThrow('Failed to connect')
    expect(names()).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'SOCIAL_LOGIN_ERROR',
    ])
    expect(events.at(-1)?.properties).toEqual({ provider: 'discord', message: 'Failed to connect' })
    expect(config.stores.auth.getState().social).toEqual({
      provider: 'discord',
      status: 'error',
      error: 'Failed to connect',
    })
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it.each<[string, (config: PorticoConfig) => void]>([
    ['closing the modal', (config) => closeModal(config)],
    ['going back', (config) => goBack(config)],
  ])(
    'behavior: %s cancels: window closed, listener and timer removed, a late answer does nothing',
    async (_, cancel) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      const removed = vi.spyOn(window, 'removeEventListener')
      const { adapter, config, popups, names, answer } = await setUp()

      const pending = connectSocial(config, { provider: 'github' })
      pending.catch(() => undefined)
      await untilProviderPage(popups)
      expect(vi.getTimerCount()).toBe(1)
      cancel(config)

      await expect(pending).rejects.toMatchObject({ name: 'ModalClosedError' })
      expect(popups.last().closed).toBe(true)
      expect(vi.getTimerCount()).toBe(0)
      expect(removed).toHaveBeenCalledWith('message', expect.any(Function))
      expect(config.stores.auth.getState().social).toBeUndefined()
      expect(config.internal.socialLogin).toBeUndefined()
      expect(config.stores.router.getState().view).toBe('Connect')
      answer()
      await settle()
      expect(adapter.calls.connectSocial).toBe(0)
      expect(names()).toEqual(['SOCIAL_LOGIN_STARTED'])
    },
  )

  it('behavior: stopping the kit (the provider unmounts) cancels: window closed, nothing left running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const adapter = authAdapter()
    const config = createTestConfig({ adapters: [adapter], projectId: '' })
    const stop = startConfig(config)
    const popups = stubPopups()

    const pending = connectSocial(config, { provider: 'github' })
    pending.catch(() => undefined)
    await untilProviderPage(popups)
    stop()

    await expect(pending).rejects.toMatchObject({ name: 'ModalClosedError' })
    expect(popups.last().closed).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: a second sign-in replaces the first: its window closes, one view, the new provider', async () => {
    const { config, popups, names, answer } = await setUp()

    const first = connectSocial(config, { provider: 'github' })
    first.catch(() => undefined)
    await untilProviderPage(popups)
    const second = connectSocial(config, { provider: 'google' })

    await expect(first).rejects.toMatchObject({ name: 'ModalClosedError' })
    expect(popups.popups[0]?.closed).toBe(true)
    expect(config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'ConnectingSocial',
    ])
    await untilProviderPage(popups)
    answer()
    await second
    expect(names()).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'CONNECT_SUCCESS',
      'SOCIAL_LOGIN_SUCCESS',
    ])
    expect(config.storage.get(storageKeys.socialProvider)).toBe('google')
  })

  it('behavior: no embedded wallet → "No auth connector found", no window', async () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    const popups = stubPopups()
    await expect(connectSocial(config, { provider: 'google' })).rejects.toMatchObject({
      name: 'AuthConnectorNotFoundError',
    })
    expect(popups.calls).toEqual([])
  })

  it('parameters: farcaster (not a provider of spec §5) → "Failed to initiate social connection", no window', async () => {
    const { config, popups } = await setUp()
    await expect(
      connectSocial(config, { provider: 'farcaster' as 'google' }),
    ).rejects.toMatchObject({ message: 'Failed to initiate social connection' })
    expect(popups.calls).toEqual([])
  })
})
