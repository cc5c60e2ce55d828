import type { Page, Request } from '@playwright/test'

export interface RequestsSettledParameters {
  /** Which requests count (default: all). */
  matches?: (request: Request) => boolean
  /** Rejects after this long (default: never; a test's own timeout then bounds it). */
  timeoutMs?: number
}

/**
 * Resolves once a counted request has started after the call and none is in flight any more: what
 * an action (a hover, the page's idle preload) fetched has arrived. A request under way before
 * the call says nothing. `waitForLoadState('networkidle')` cannot do this on a page that has
 * been idle since its load: it returns at once.
 *
 * @example
 * const settled = requestsSettled(page)
 * await button.hover()
 * await settled
 */
export function requestsSettled(
  page: Page,
  { matches = () => true, timeoutMs }: RequestsSettledParameters = {},
): Promise<void> {
  const inFlight = new Set<Request>()
  return new Promise<void>((resolve, reject) => {
    const started = (request: Request) => {
      if (matches(request)) inFlight.add(request)
    }
    const ended = (request: Request) => {
      if (!inFlight.delete(request) || inFlight.size > 0) return
      finish()
    }
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => finish(new Error(`The requests did not settle within ${timeoutMs} ms`)),
            timeoutMs,
          )
    function finish(error?: Error) {
      clearTimeout(timer)
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      if (error) reject(error)
      else resolve()
    }
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
  })
}
