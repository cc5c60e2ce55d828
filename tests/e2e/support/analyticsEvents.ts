import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { STATE_DIR, stackInfo } from './stack.ts'

/** One analytics event as the server stored it (`GET /projects/v1/events`). */
export interface StoredEvent {
  eventId: string
  domain: string
  props: { type?: string; address?: string; properties?: Record<string, unknown> }
}

let adminToken: string | undefined

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
  const database = `file:${join(STATE_DIR, 'portico.db')}`
  const run = spawnSync(
    'npm',
    [
      'run',
      'portico',
      '--silent',
      '--',
      'project',
      'token',
      'create',
      '--id',
      stackInfo().projectId,
    ],
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: database } },
  )
  const token = run.stdout.trim().split('\n').at(-1)
  if (run.status !== 0 || !token) throw new Error(`portico token create failed: ${run.stderr}`)
  return token
}
