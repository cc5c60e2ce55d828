import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { ERROR_REPORTS_PER_MINUTE } from '../../constants.ts'
import { HttpRequestError } from '../../errors/http.ts'
import type { AnalyticsEventBody } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PorticoEvent } from '../../types/events.ts'
import { whenIdle } from '../modal/whenIdle.ts'

/** Events kept while `/getAnalyticsConfig` has not answered yet; later ones are dropped. */
const MAX_QUEUED_EVENTS = 20
const MINUTE_MS = 60_000

/**
 * Sends one event to `POST /e` when analytics is on (spec §7), or keeps it until the analytics
 * config answers. Error events are limited to 5 per minute (spec §8). Fire and forget: a
 * failure drops the event (never retried), a 403 turns analytics off with 'Invalid App
 * Configuration'.
 */
export function sendAnalyticsEvent(config: PorticoConfig, event: PorticoEvent): void {
  const { analytics } = config.internal
  if (!config.options.features.analytics || analytics.status === 'off') return
  const body = toEventBody(event)
  if (!body) return
  if (body.props.type === 'error' && !takeErrorReportSlot(config, event.timestamp)) return
  if (analytics.status === 'pending') {
    if (analytics.queue.length < MAX_QUEUED_EVENTS) analytics.queue.push(body)
    return
  }
  postEvent(config, body)
}

/**
 * Sends `body` once the page is idle, so the request never competes with the interaction that
 * caused it (MODAL_OPEN's modal paints first); a page that goes first sends it as it goes
 * (`flushAnalytics`).
 */
export function postEvent(config: PorticoConfig, body: AnalyticsEventBody): void {
  const { analytics } = config.internal
  analytics.outbox.push(body)
  if (analytics.outbox.length === 1) whenIdle(() => flushAnalytics(config))
}

/**
 * Sends every event still waiting in the outbox; with `keepalive` the requests outlive the page
 * (it is being hidden or unloaded). A 403 turns analytics off for the session, any other failure
 * drops the event.
 */
export function flushAnalytics(config: PorticoConfig, options: { keepalive?: boolean } = {}): void {
  const { analytics } = config.internal
  const bodies = analytics.outbox.splice(0)
  if (analytics.status === 'off') return
  for (const body of bodies)
    config.api.analytics.sendEvent(body, options).catch((error: unknown) => {
      if (error instanceof HttpRequestError && error.status === 403) disableAnalytics(config, true)
    })
}

/**
 * Analytics off for the rest of the session; with `forbidden`, the spec §8 alert says why,
 * unless the page's origin check found the origin not allowed: that is why the server refused,
 * and its 'Origin Not Allowed' stays (a refusal answered after it replaced it).
 */
export function disableAnalytics(config: PorticoConfig, forbidden: boolean): void {
  const { analytics } = config.internal
  const wasOff = analytics.status === 'off'
  analytics.status = 'off'
  analytics.queue = []
  analytics.outbox = []
  if (!forbidden || wasOff) return
  const { originCheck } = config.internal
  if (!originCheck) showAlert(config, ALERTS.INVALID_APP_CONFIGURATION)
  else
    void originCheck.then((allowed) => {
      if (allowed !== false) showAlert(config, ALERTS.INVALID_APP_CONFIGURATION)
    })
}

function takeErrorReportSlot(config: PorticoConfig, now: number): boolean {
  const { analytics } = config.internal
  analytics.errorReportTimes = analytics.errorReportTimes.filter((time) => now - time < MINUTE_MS)
  if (analytics.errorReportTimes.length >= ERROR_REPORTS_PER_MINUTE) return false
  analytics.errorReportTimes.push(now)
  return true
}

function toEventBody(event: PorticoEvent): AnalyticsEventBody | undefined {
  // Only a page has a url and a domain to report (never during server rendering).
  if (typeof window === 'undefined' || !/^https?:$/.test(window.location.protocol)) return
  return {
    eventId: event.name,
    url: window.location.href,
    domain: window.location.hostname,
    timestamp: event.timestamp,
    props: {
      type: isErrorEvent(event.name) ? 'error' : 'track',
      address: event.address,
      properties: event.properties,
    },
  }
}

function isErrorEvent(name: string): boolean {
  return name.startsWith('ERROR_') || name.endsWith('_ERROR')
}
