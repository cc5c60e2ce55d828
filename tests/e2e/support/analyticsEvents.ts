import { runPorticoCli } from './porticoCli.ts'
import { stackInfo } from './stack.ts'

/** One analytics event as the server stored it (`GET /projects/v1/events`). */
export interface StoredEvent {
  /** Increasing with arrival at the server. */
  id: number
  eventId: string
  /** Unix milliseconds, as the kit stated them when the event happened. */
  timestamp: number
  domain: string
  props: { type?: string; address?: string; properties?: Record<string, unknown> }
}

let adminToken: string | undefined

/**
 * How long a test polls `storedEvents`: the first call runs the `portico` CLI (npm, tsx) to make
 * the admin token, which alone took over 10 s on a busy two-core machine.
 */
export const EVENTS_POLL_TIMEOUT_MS = 30_000

/**
 * The events the server stored for the stack's project, newest first, read as the project's
 * owner would: with an admin token made by the `portico` CLI on the stack's database.
 */
export async function storedEvents(): Promise<StoredEvent[]> {
  adminToken ??= createAdminToken()
  const response = await fetch(
    `${stackInfo().serverUrl}/projects/v1/events?projectId=${stackInfo().projectId}&limit=100`,
    { headers: { authorization: `Bearer ${adminToken}` } },
  )
  if (!response.ok) throw new Error(`Reading the events failed: ${response.status}`)
  return ((await response.json()) as { data: StoredEvent[] }).data
}

function createAdminToken(): string {
  const token = runPorticoCli(['project', 'token', 'create', '--id', stackInfo().projectId])
    .trim()
    .split('\n')
    .at(-1)
  if (!token) throw new Error('portico project token create printed no token')
  return token
}

/**
 * `events` in the order they happened, as the kit stated it (`timestamp`, then arrival). The
 * server's own order is arrival, and the kit sends the events one request each, so two sent
 * together (a page flushing its outbox as it goes) may arrive either way round.
 */
export function inOrderStated(events: StoredEvent[]): StoredEvent[] {
  return events.toSorted((a, b) => a.timestamp - b.timestamp || a.id - b.id)
}
