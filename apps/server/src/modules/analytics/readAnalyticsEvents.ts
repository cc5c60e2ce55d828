import { and, desc, eq, lt } from 'drizzle-orm'
import * as v from 'valibot'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'

/** One stored event as `GET /projects/v1/events` returns it. */
export interface StoredAnalyticsEvent {
  /** Increasing with arrival. */
  id: number
  eventId: string
  url: string
  domain: string
  /** Unix milliseconds, as the kit stated them. */
  timestamp: number
  props: Record<string, unknown>
  /** The page origin that sent it; null for a call without an Origin header. */
  origin: string | null
  /** Unix milliseconds when the server stored it. */
  receivedAt: number
}

export interface AnalyticsEventPage {
  data: StoredAnalyticsEvent[]
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next: string | null
}

export interface ReadAnalyticsEventsParameters {
  projectId: string
  limit: number
  /** From a previous page's `next`: only events older than it. */
  cursor?: number | undefined
}

const storedPropsSchema = v.record(v.string(), v.unknown())

/**
 * A page of a project's events, newest first.
 *
 * @example
 * const { data, next } = await readAnalyticsEvents(db, { projectId: 'my-app', limit: 50 })
 */
export async function readAnalyticsEvents(
  db: Database,
  parameters: ReadAnalyticsEventsParameters,
): Promise<AnalyticsEventPage> {
  const { projectId, limit, cursor } = parameters
  const { analyticsEvents } = tablesOf(db)
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.projectId, projectId),
        cursor === undefined ? undefined : lt(analyticsEvents.id, cursor),
      ),
    )
    .orderBy(desc(analyticsEvents.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    data: page.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      url: row.url,
      domain: row.domain,
      timestamp: row.timestamp,
      props: v.parse(storedPropsSchema, JSON.parse(row.props)),
      origin: row.origin,
      receivedAt: row.receivedAt,
    })),
    next: rows.length > limit && last !== undefined ? String(last.id) : null,
  }
}
