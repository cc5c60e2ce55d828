import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiweAndSiwxError } from '../errors/config.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { disableAnalytics } from '../internal/project/sendAnalyticsEvent.ts'
import type { SiwxConfig } from '../types/siwx.ts'
import { checkOrigin } from './checkOrigin.ts'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.ts'

// Faults the real server cannot be made to give on demand: a fetch that answers with them.
function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status })
}
afterEach(() => vi.restoreAllMocks())

describe('project calls: faults', () => {
  it.each([
    [429, 'Rate Limited'],
    [503, 'Server Error'],
  ])('origins %i: %s alert', async (status, message) => {
    const config = createTestConfig({ fetch: answering(status, { message: 'down' }) })
    await expect(checkOrigin(config, { origin: 'https://my.app' })).resolves.toBeUndefined()
    expect(config.stores.alerts.getState().alert?.message).toBe(message)
  })

  it('origins 404: an empty list, so only the defaults allow', async () => {
    const config = createTestConfig({ fetch: answering(404, { message: 'Not found' }) })
    await expect(checkOrigin(config, { origin: 'http://localhost:3000' })).resolves.toBe(true)
    await expect(checkOrigin(config, { origin: 'https://my.app' })).resolves.toBe(false)
  })

  it.each([
    ['without the defaults, localhost is not allowed', false, 'http://localhost:3000', false],
    ['without the defaults, the list still is', false, 'https://my.app', true],
    ['with the defaults, localhost is', true, 'http://localhost:3000', true],
    ['no word on the defaults: they apply', undefined, 'http://192.168.1.20:3000', true],
  ])('origins includeDefaultOrigins: %s', async (_, includeDefaultOrigins, origin, allowed) => {
    const config = createTestConfig({
      fetch: answering(200, { allowedOrigins: ['https://my.app'], includeDefaultOrigins }),
    })
    await expect(checkOrigin(config, { origin })).resolves.toBe(allowed)
    expect(config.stores.alerts.getState().alert?.message).toBe(
      allowed ? undefined : 'Origin Not Allowed',
    )
  })

  it('origins offline: nothing decided, no alert', async () => {
    const config = createTestConfig()
    await expect(checkOrigin(config, { origin: 'https://my.app' })).resolves.toBeUndefined()
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })

  it('remote config 503: Server Error with the server message, local features stay', async () => {
    const config = createTestConfig({
      features: { email: false },
      fetch: answering(503, { message: 'database down' }),
    })
    await fetchRemoteFeatures(config)
    expect(config.stores.alerts.getState().alert).toMatchObject({
      message: 'Server Error',
      details: 'database down',
    })
    expect(config.stores.features.getState()).toMatchObject({
      source: 'local',
      features: { email: false },
    })
  })

  it.each([
    ['not the config shape', { features: 'all' }],
    [
      'a socials config that is not a list',
      { features: [{ id: 'socials', isEnabled: true, config: 7 }] },
    ],
  ])('remote config malformed (%s): console warning, local features stay', async (_, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = createTestConfig({ features: { swaps: false }, fetch: answering(200, body) })
    await fetchRemoteFeatures(config)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('remote project config is malformed'))
    expect(config.stores.features.getState()).toMatchObject({
      source: 'local',
      features: { swaps: false },
    })
  })
})

describe('analytics: limits and a down endpoint', () => {
  /**
   * A config on a page at https://my.app/ with analytics on; `sent` sees each POST /e. Its
   * fetch is offline (every call fails): 'answered' stubs the send's success instead.
   */
  function analyticsOn(send: 'answered' | 'offline' = 'answered') {
    vi.stubGlobal('window', { location: new URL('https://my.app/') })
    const config = createTestConfig()
    config.internal.analytics.status = 'on'
    const sent = vi.spyOn(config.api.analytics, 'sendEvent')
    if (send === 'answered') sent.mockResolvedValue()
    return { config, sent }
  }
  afterEach(() => vi.unstubAllGlobals())

  it('error events: at most 5 per minute are sent', async () => {
    const { config, sent } = analyticsOn()
    for (let index = 0; index < 8; index++) emitEvent(config, 'ERROR_FETCH_TRANSACTIONS')
    emitEvent(config, 'MODAL_OPEN')
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(6))
    expect(sent.mock.calls.map(([body]) => body.eventId)).toEqual([
      ...Array(5).fill('ERROR_FETCH_TRANSACTIONS'),
      'MODAL_OPEN',
    ])
  })

  it('behavior: sent after the emitting task, not inside it (the interaction paints first)', async () => {
    const { config, sent } = analyticsOn()
    emitEvent(config, 'MODAL_OPEN')
    expect(sent).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ eventId: 'MODAL_OPEN', url: 'https://my.app/' })
  })

  it('behavior: analytics turned off in between (a 403) drops the events still waiting', async () => {
    const { config, sent } = analyticsOn()
    emitEvent(config, 'MODAL_OPEN')
    disableAnalytics(config, false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).not.toHaveBeenCalled()
  })

  it('endpoint down: each event is tried once and dropped, analytics stays on', async () => {
    const { config, sent } = analyticsOn('offline')
    emitEvent(config, 'MODAL_OPEN')
    emitEvent(config, 'MODAL_CLOSE')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveBeenCalledTimes(2)
    expect(config.internal.analytics.status).toBe('on')
  })
})

describe('options', () => {
  it('siweConfig and siwx together: SiweAndSiwxError', () => {
    const siwx: SiwxConfig = {
      createMessage: async () => {
        throw new Error('not reached')
      },
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    expect(() => createTestConfig({ siweConfig: {}, siwx })).toThrow(new SiweAndSiwxError().message)
  })

  it('an unknown option or feature warns once per page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const options = { enableReconect: true, features: { emial: false } }
    createTestConfig(options as object)
    createTestConfig(options as object)
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[portico] Unknown option `enableReconect` is ignored.',
      '[portico] Unknown option `features.emial` is ignored.',
    ])
  })
})
