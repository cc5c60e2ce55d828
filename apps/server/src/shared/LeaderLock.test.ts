import { startRedisServer } from '@portico/test-utils/startRedisServer'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectTestRedis } from '../testing/connectTestRedis.ts'
import { createMemoryLeaderLock } from './createMemoryLeaderLock.ts'
import { createRedisLeaderLock } from './createRedisLeaderLock.ts'
import type { LeaderLease, LeaderLock } from './LeaderLock.ts'

// Real Redis: the run's redis-server (globalSetup), and one of this file's own to take away.
const LEASE_MS = 2000
let client: Redis
beforeAll(async () => {
  ;({ client } = await connectTestRedis())
})
afterAll(() => client?.disconnect())

/** A holder that records what it was told: how many times it led and stepped down. */
function holder(lock: LeaderLock, name: string) {
  const seen = { led: 0, steppedDown: 0 }
  const lease = lock.hold(name, {
    onLead: () => {
      seen.led += 1
    },
    onStepDown: () => {
      seen.steppedDown += 1
    },
  })
  return { lease, seen }
}

const waitFor = (check: () => void, timeout = 15_000) =>
  vi.waitFor(check, { timeout, interval: 20 })

/** Waits until the holder has renewed the lock `times` times (its TTL went up each time). */
async function renewals(redis: Redis, key: string, times: number, watch: () => void) {
  let last = await redis.pttl(key)
  for (let seen = 0; seen < times; ) {
    watch()
    const ttl = await redis.pttl(key)
    if (ttl > last) seen += 1
    last = ttl
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('LeaderLock', () => {
  it.each([
    ['memory', () => createMemoryLeaderLock()],
    ['redis', () => createRedisLeaderLock({ client, leaseMs: LEASE_MS, log: () => {} })],
  ] as const)('default on %s: a lone holder leads until it stops', async (_, create) => {
    const { lease, seen } = holder(create(), 'alone')
    await waitFor(() => expect(lease.leading).toBe(true))
    await lease.stop()
    expect(lease.leading).toBe(false)
    expect(seen).toEqual({ led: 1, steppedDown: 1 })
    await lease.stop()
    expect(seen.steppedDown).toBe(1)
  })
})

describe('createRedisLeaderLock', () => {
  async function twoProcesses(name: string) {
    // Two clients are two server processes.
    const keyPrefix = client.options.keyPrefix
    const clients = [await connectTestRedis({ keyPrefix }), await connectTestRedis({ keyPrefix })]
    const [a, b] = clients.map(({ client: own }) => ({
      own,
      ...holder(createRedisLeaderLock({ client: own, leaseMs: LEASE_MS, log: () => {} }), name),
    })) as [Process, Process]
    await waitFor(() => expect(a.lease.leading || b.lease.leading).toBe(true))
    const [leader, follower] = a.lease.leading ? [a, b] : [b, a]
    const close = async () => {
      await Promise.all([leader.lease.stop(), follower.lease.stop()])
      for (const { client: own } of clients) own.disconnect()
    }
    return { leader, follower, close }
  }
  type Process = ReturnType<typeof holder> & { own: Redis }

  it('behavior: one of two processes leads, the other waits; a stopped leader hands over at once', async () => {
    const { leader, follower, close } = await twoProcesses('handover')
    try {
      // Through two renewals, the other never leads.
      await renewals(client, 'lock:handover', 2, () => expect(follower.lease.leading).toBe(false))
      const stopped = Date.now()
      await leader.lease.stop()
      await waitFor(() => expect(follower.lease.leading).toBe(true))
      // Freed on stop: taken at the other's next try (a third of the lease), well within one.
      expect(Date.now() - stopped).toBeLessThan(LEASE_MS)
      expect(leader.seen).toEqual({ led: 1, steppedDown: 1 })
    } finally {
      await close()
    }
  }, 30_000)

  it('behavior: a leader that dies without freeing the lock is replaced within about one lease', async () => {
    const { leader, follower, close } = await twoProcesses('dies')
    try {
      const died = Date.now()
      // Its connection gone, the leader can neither renew nor free the lock: as a crash.
      leader.own.disconnect()
      await waitFor(() => expect(leader.lease.leading).toBe(false))
      await waitFor(() => expect(follower.lease.leading).toBe(true))
      const tookOver = Date.now() - died
      // The lease runs out (≤ 2 s), then the other's next try (≤ 2/3 s); bounds for a busy machine.
      expect(tookOver).toBeLessThan(LEASE_MS * 3)
      expect(leader.seen).toEqual({ led: 1, steppedDown: 1 })
    } finally {
      await close()
    }
  }, 30_000)

  it('behavior: a leader that cannot reach Redis steps down, and leads again once it can', async () => {
    const redis = await startRedisServer()
    const own = await connectTestRedis({ url: redis.url })
    const logged: string[] = []
    const lock = createRedisLeaderLock({
      client: own.client,
      leaseMs: LEASE_MS,
      log: (message) => logged.push(message),
    })
    let lease: LeaderLease | undefined
    try {
      const held = holder(lock, 'outage')
      lease = held.lease
      await waitFor(() => expect(held.lease.leading).toBe(true))
      await redis.kill()
      await waitFor(() => expect(held.lease.leading).toBe(false))
      expect(held.seen).toEqual({ led: 1, steppedDown: 1 })
      expect(logged).toContain("Cannot renew the lead of 'outage' in Redis; stepping down")
      // The lock came back with the append-only file, still this holder's: it leads again.
      await redis.restart()
      await waitFor(() => expect(held.lease.leading).toBe(true), 30_000)
      expect(held.seen.led).toBe(2)
    } finally {
      await lease?.stop()
      own.client.disconnect()
      await redis.stop()
    }
  }, 60_000)
})
