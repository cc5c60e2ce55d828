// The server at scale, as `npm run demo -- --scale` runs it: Postgres and Redis from Debian's
// packages, three server processes, HAProxy in front. One process is killed with SIGKILL in the
// middle of a load of writes; nothing a process acknowledged may be lost, and a request caught
// in flight may fail once, never twice.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, type ScaledServers, startScaledServers } from '@portico/devnet'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  evmTestSigner,
  signedSiwxBody,
  siwxTestData,
} from '../modules/siwx/testing/siwxTestSigners.ts'
import { TEST_PROJECT_ID, testConfigInput } from '../testing/createTestServer.ts'

const ORIGIN = 'https://shop.example.org'
const WORKERS = 8

let dir: string
let scaled: ScaledServers

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-scale-'))
  const configPath = join(dir, 'server.config.json')
  await writeFile(
    configPath,
    JSON.stringify({
      ...testConfigInput(dir, { indexer: { enabled: false } }),
      // The balancer is the peer; X-Forwarded-For names the client.
      http: { trustProxy: ['127.0.0.1'] },
    }),
  )
  scaled = await startScaledServers({
    processes: 3,
    port: await getFreePort(),
    configPath,
    stateDir: dir,
    durable: false,
  })
}, 180_000)

afterAll(async () => {
  for (const child of scaled?.children.toReversed() ?? []) await child.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

/** One write through the balancer: true when the server acknowledged it (2xx), else why not. */
async function send(path: string, body: unknown, clientIp: string): Promise<true | string> {
  try {
    const response = await fetch(
      `${scaled.url}${path}?projectId=${TEST_PROJECT_ID}&st=portico&sv=0.1.0`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-forwarded-for': clientIp,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      },
    )
    const text = await response.text()
    return response.ok || `${response.status} ${text.slice(0, 200)}`
  } catch (error) {
    return `${error} (${(error as Error).cause})`
  }
}

async function rows(query: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: scaled.databaseUrl })
  await client.connect()
  try {
    return (await client.query<{ value: string }>(query)).rows.map((row) => row.value)
  } finally {
    await client.end()
  }
}

describe('three server processes behind the balancer', () => {
  it('fault: kill -9 of one process under load loses no acknowledged write; a request fails at most once', async () => {
    const acknowledged: string[] = []
    const failedOnce: string[] = []
    const failedTwice: string[] = []
    const sessions: string[] = []
    let stop = false
    let sent = 0
    // Each write is tried, and tried once more if it failed: a client's retry.
    const write = async (key: string, attempt: () => Promise<true | string>) => {
      const first = await attempt()
      if (first === true) return acknowledged.push(key)
      failedOnce.push(key)
      const second = await attempt()
      if (second === true) return acknowledged.push(key)
      failedTwice.push(`${key}: ${first}; then ${second}`)
    }
    const eventWorker = async (worker: number) => {
      while (!stop) {
        const key = `event-${worker}-${sent++}`
        await write(key, () =>
          send(
            '/e',
            {
              eventId: 'MODAL_OPEN',
              url: `${ORIGIN}/`,
              domain: 'shop.example.org',
              timestamp: Date.now(),
              props: { key },
            },
            `10.0.0.${worker}`,
          ),
        )
      }
    }
    // Sign-ins: a nonce, then the signed message (each client its own address for the limits).
    const signer = evmTestSigner(0)
    const sessionWorker = async () => {
      for (let index = 0; !stop; index++) {
        const clientIp = `10.0.1.${index % 250}`
        let nonce: string | undefined
        const key = `session-${index}`
        await write(key, async () => {
          const response = await fetch(
            `${scaled.url}/siwx/v1/nonce?projectId=${TEST_PROJECT_ID}&st=portico&sv=0.1.0`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: ORIGIN,
                'x-forwarded-for': clientIp,
              },
              body: '{}',
            },
          ).catch((error: unknown) => `${error} (${(error as Error).cause})`)
          if (typeof response === 'string') return response
          if (!response.ok) return `nonce ${response.status}`
          nonce = ((await response.json()) as { nonce: string }).nonce
          const body = await signedSiwxBody(signer, siwxTestData(signer, ORIGIN, nonce))
          const signedIn = await send('/siwx/v1/sessions', body, clientIp)
          if (signedIn === true) sessions.push(nonce)
          return signedIn
        })
      }
    }
    const workers = [
      ...Array.from({ length: WORKERS }, (_, worker) => eventWorker(worker)),
      sessionWorker(),
    ]
    // Under load: wait for 200 acknowledged writes, kill one process, go on for 300 more.
    await expect
      .poll(() => acknowledged.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(200)
    const victim = scaled.servers[1]
    if (!victim) throw new Error('no second server process')
    process.kill(victim.pid, 'SIGKILL')
    await victim.exited
    const atKill = acknowledged.length
    await expect
      .poll(() => acknowledged.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(atKill + 300)
    stop = true
    await Promise.all(workers)

    expect(failedTwice).toEqual([])
    // Only requests in flight on the killed process (at most one per worker) or sent to it before
    // the balancer's health check took it out may fail, and each succeeded on its retry.
    const storedEvents = new Set(
      await rows(`SELECT props::json->>'key' AS value FROM analytics_events`),
    )
    const lostEvents = acknowledged.filter(
      (key) => key.startsWith('event-') && !storedEvents.has(key),
    )
    expect(lostEvents).toEqual([])
    const storedNonces = new Set(
      await rows(`SELECT data::json->>'nonce' AS value FROM siwx_sessions`),
    )
    expect(sessions.length).toBeGreaterThan(0)
    expect(sessions.filter((nonce) => !storedNonces.has(nonce))).toEqual([])
    console.info(
      `${acknowledged.length} writes acknowledged (${sessions.length} sign-ins), ${failedOnce.length} failed once and succeeded on retry`,
    )
  }, 180_000)
})
