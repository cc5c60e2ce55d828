import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsEventBody } from '../../types/api.ts'
import { flushAnalyticsOnPageHide } from './flushAnalyticsOnPageHide.ts'
import { postEvent } from './sendAnalyticsEvent.ts'

const body = (eventId: string): AnalyticsEventBody => ({
  eventId,
  url: 'https://my.app/',
  domain: 'my.app',
  timestamp: Date.now(),
  props: { type: 'track', properties: {} },
})

/** Analytics on; `sent` watches the real client (its fetch is offline: sends fail, are dropped). */
function setUp() {
  const config = createTestConfig()
  config.internal.analytics.status = 'on'
  const sent = vi.spyOn(config.api.analytics, 'sendEvent')
  const stop = flushAnalyticsOnPageHide(config)
  return { config, sent, stop }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

describe('flushAnalyticsOnPageHide', () => {
  it('default: the page goes before an idle moment → the waiting events go at once, keepalive', () => {
    const { config, sent, stop } = setUp()
    stops.push(stop)
    postEvent(config, body('SOCIAL_LOGIN_REQUEST_USER_DATA'))
    postEvent(config, body('SOCIAL_LOGIN_SUCCESS'))
    expect(sent).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('pagehide'))
    expect(sent.mock.calls.map(([event, options]) => [event.eventId, options])).toEqual([
      ['SOCIAL_LOGIN_REQUEST_USER_DATA', { keepalive: true }],
      ['SOCIAL_LOGIN_SUCCESS', { keepalive: true }],
    ])
    expect(config.internal.analytics.outbox).toEqual([])
  })

  it('behavior: the page turns hidden (a phone switching apps) → flushed too; visible → not', () => {
    const { config, sent, stop } = setUp()
    stops.push(stop)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    postEvent(config, body('MODAL_OPEN'))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(sent).not.toHaveBeenCalled()

    visibility.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'MODAL_OPEN' }), {
      keepalive: true,
    })
  })

  it('behavior: each event is sent once, whichever comes first (page hide or idle)', async () => {
    const { config, sent, stop } = setUp()
    stops.push(stop)
    postEvent(config, body('MODAL_OPEN'))
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('behavior: stopped → a page hide sends nothing; the idle moment still does', async () => {
    const { config, sent, stop } = setUp()
    stop()
    postEvent(config, body('MODAL_OPEN'))
    window.dispatchEvent(new Event('pagehide'))
    expect(sent).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(expect.anything(), {}))
  })
})
