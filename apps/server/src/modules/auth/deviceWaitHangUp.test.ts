import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthTestClient, newVisitor, type Visitor } from '../../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import { TEST_PROJECT_ID } from '../../testing/createTestServer.ts'

// A slow project lookup (a busy database), so a hang-up lands while the route awaits it: the
// race a fast in-memory database makes too short to hit.
const CHECK_DELAY_MS = 150

vi.mock('./checkSignInOrigin.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./checkSignInOrigin.ts')>()
  return {
    ...original,
    checkSignInOrigin: async (...args: Parameters<typeof original.checkSignInOrigin>) => {
      await sleep(CHECK_DELAY_MS)
      return original.checkSignInOrigin(...args)
    },
  }
})

// Every read a long poll makes, counted.
const trustReads = vi.hoisted(() => ({ count: 0 }))

vi.mock('./devices.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./devices.ts')>()
  return {
    ...original,
    isDeviceTrusted: async (...args: Parameters<typeof original.isDeviceTrusted>) => {
      trustReads.count += 1
      return original.isDeviceTrusted(...args)
    },
  }
})

const DEVICE_WAIT_MS = 1500

let server: AuthTestServer
let client: ReturnType<typeof createAuthTestClient>
let address: string

beforeAll(async () => {
  server = await createAuthTestServer({ deviceWaitMs: DEVICE_WAIT_MS })
  client = createAuthTestClient(server)
  address = await server.app.listen({ port: 0, host: '127.0.0.1' })
}, 60_000)

afterAll(async () => {
  await server?.close()
})

function bodyOf(visitor: Visitor): string {
  return JSON.stringify({
    email: visitor.email,
    deviceId: visitor.deviceId,
    projectId: TEST_PROJECT_ID,
    origin: TEST_DAPP_ORIGIN,
  })
}

/** A visitor whose start made an approval link (something to wait for). */
async function startedVisitor(): Promise<Visitor> {
  const visitor = newVisitor()
  expect((await client.start(visitor)).json()).toEqual({ action: 'VERIFY_DEVICE' })
  return visitor
}

/** Sends a whole wait request on a raw socket, then hangs up before any answer. */
function waitAndHangUp(visitor: Visitor): Promise<void> {
  const { port } = new URL(address)
  const body = bodyOf(visitor)
  const request = [
    'POST /auth/v1/device/wait HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n')
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      // Gone while the route checks the project and origin.
      socket.write(request, () => setTimeout(() => socket.destroy(), CHECK_DELAY_MS / 3))
    })
    socket.once('close', () => resolve())
    socket.once('error', reject)
  })
}

describe('POST /auth/v1/device/wait: a hang-up during the checks', () => {
  it('behavior: a client gone before the long poll starts starts none (no reads every 250 ms, no slot)', async () => {
    const visitors = await Promise.all(Array.from({ length: 5 }, () => startedVisitor()))
    await Promise.all(visitors.slice(0, 4).map(waitAndHangUp))
    // Past the slow check: a poll started for any of the four would now read every 250 ms.
    await sleep(CHECK_DELAY_MS + 100)
    trustReads.count = 0
    await sleep(600)
    expect(trustReads.count).toBe(0)

    // And the client's slots are all free: a wait from the same IP is let through and waits.
    const started = Date.now()
    const next = await fetch(`${address}/auth/v1/device/wait`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodyOf(visitors[4] as Visitor),
    })
    expect(next.status).toBe(200)
    expect(await next.json()).toEqual({ approved: false })
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEVICE_WAIT_MS - 100)
  })
})
