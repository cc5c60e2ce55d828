import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import type { AnalyticsEvent } from './analyticsEventSchema.ts'

export interface StoreAnalyticsEventParameters {
  projectId: string
  /** The request's Origin header; null without one. */
  origin: string | null
  event: AnalyticsEvent
  /** Unix milliseconds. */
  receivedAt: number
}

/**
 * Stores one accepted analytics event.
 *
 * @example
 * await storeAnalyticsEvent(db, { projectId, origin, event, receivedAt: Date.now() })
 */
export async function storeAnalyticsEvent(
  db: Database,
  parameters: StoreAnalyticsEventParameters,
): Promise<void> {
  const { event } = parameters
  const { analyticsEvents } = tablesOf(db)
  await db.insert(analyticsEvents).values({
    projectId: parameters.projectId,
    origin: parameters.origin,
    eventId: event.eventId,
    url: event.url,
    domain: event.domain,
    timestamp: event.timestamp,
    props: JSON.stringify(event.props),
    receivedAt: parameters.receivedAt,
  })
}
