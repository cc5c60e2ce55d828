import type { PorticoConfig } from '../../types/config.ts'
import { flushAnalytics } from './sendAnalyticsEvent.ts'

/**
 * Sends the analytics events still waiting for an idle moment as soon as the page is hidden or
 * goes (a reload, a navigation, a closed tab), with `keepalive` so the requests outlive it.
 * Returns what stops listening; without a page (server rendering) it does nothing.
 *
 * @example
 * const stop = flushAnalyticsOnPageHide(config)
 */
export function flushAnalyticsOnPageHide(config: PorticoConfig): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {}
  const flush = () => flushAnalytics(config, { keepalive: true })
  // 'visibilitychange' to hidden is the last event a mobile browser reliably sends.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
