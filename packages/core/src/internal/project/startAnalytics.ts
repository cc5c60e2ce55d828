import { HttpRequestError } from '../../errors/http.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { disableAnalytics, postEvent } from './sendAnalyticsEvent.ts'

/**
 * Asks `/getAnalyticsConfig` whether the project collects analytics (spec §7) and sends the
 * events that waited for the answer. Off for the session when the project says so, on a 403
 * ('Invalid App Configuration', spec §8) or when the endpoint fails: events are then dropped,
 * never retried.
 */
export async function startAnalytics(config: PorticoConfig): Promise<void> {
  const { analytics } = config.internal
  if (analytics.status !== 'pending') return
  if (!config.options.features.analytics || !config.options.projectId.trim()) {
    disableAnalytics(config, false)
    return
  }
  try {
    const { isAnalyticsEnabled } = await config.api.analytics.getConfig()
    if (analytics.status !== 'pending') return
    if (!isAnalyticsEnabled) {
      disableAnalytics(config, false)
      return
    }
    analytics.status = 'on'
    const queued = analytics.queue
    analytics.queue = []
    for (const body of queued) postEvent(config, body)
  } catch (error) {
    disableAnalytics(config, error instanceof HttpRequestError && error.status === 403)
  }
}
