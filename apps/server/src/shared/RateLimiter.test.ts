import { randomUUID } from 'node:crypto'
import { startRedisServer } from '@portico/test-utils/startRedisServer'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRateLimiter } from '../http/createRateLimiter.ts'
import { connectTestRedis } from '../testing/connectTestRedis.ts'
import { createRedisRateLimiter, UNAVAILABLE_RETRY_AFTER_MS } from './createRedisRateLimiter.ts'
import type { RateLimiter, RateLimiterParameters, WhenUnavailable } from './RateLimiter.ts'

// Everything on Redis here is real: the run's redis-server (globalSetup), and one of this
// file's own for the restart, so the other files' connections are not cut.
let client: Redis
const log = () => {}
beforeAll(async () => {
  ;({ client } = await connectTestRedis())
})
afterAll(() => client?.disconnect())

function manualClock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

const redisLimiter = (
  parameters: RateLimiterParameters,
  options: { on?: Redis; name?: string; whenUnavailable?: WhenUnavailable } = {},
): RateLimiter =>
  createRedisRateLimiter({
    ...parameters,
    client: options.on ?? client,
    name: options.name ?? randomUUID(),
    whenUnavailable: options.whenUnavailable ?? 'refuse',
    log,
  })

describe.each([
  ['memory', createRateLimiter],
  ['redis', (parameters: RateLimiterParameters) => redisLimiter(parameters)],
] as const)('RateLimiter on %s', (_, create) => {
  it('default: allows `limit` hits in a window, refuses the next with the wait left', async () => {
    const clock = manualClock()
    const limiter = create({ limit: 5, windowMs: 60_000, now: clock.now })
    for (let hit = 0; hit < 5; hit += 1) {
      expect(await limiter.take('p a')).toEqual({ allowed: true })
      clock.advance(1000)
    }
    expect(await limiter.take('p a')).toEqual({ allowed: false, retryAfterMs: 55_000 })
  })

  it('behavior: the window slides; a refused hit is not counted', async () => {
    const clock = manualClock()
    const limiter = create({ limit: 2, windowMs: 60_000, now: clock.now })
    await limiter.take('k')
    clock.advance(30_000)
    await limiter.take('k')
    expect((await limiter.take('k')).allowed).toBe(false)
    clock.advance(30_000)
    expect(await limiter.take('k')).toEqual({ allowed: true })
    expect(await limiter.take('k')).toEqual({ allowed: false, retryAfterMs: 30_000 })
  })

  it('behavior: keys are counted apart; hits in one millisecond all count', async () => {
    const clock = manualClock()
    const limiter = create({ limit: 2, windowMs: 60_000, now: clock.now })
    const answers = await Promise.all([1, 2, 3].map(() => limiter.take('a')))
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(2)
    expect((await limiter.take('b')).allowed).toBe(true)
  })
})

describe('createRedisRateLimiter', () => {
  it('behavior: two processes on one Redis share the window', async () => {
    // Two clients are two server processes; the limit is counted once for both.
    const other = await connectTestRedis({ keyPrefix: client.options.keyPrefix })
    try {
      const name = randomUUID()
      const first = redisLimiter({ limit: 3, windowMs: 60_000 }, { name })
      const second = redisLimiter({ limit: 3, windowMs: 60_000 }, { name, on: other.client })
      const answers = await Promise.all([
        first.take('ip'),
        second.take('ip'),
        first.take('ip'),
        second.take('ip'),
      ])
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(3)
      expect((await second.take('ip')).allowed).toBe(false)
      expect((await first.take('ip')).allowed).toBe(false)
    } finally {
      other.client.disconnect()
    }
  })

  it('behavior: keys expire with the window', async () => {
    const name = randomUUID()
    await redisLimiter({ limit: 1, windowMs: 60_000 }, { name }).take('ip')
    const ttl = await client.pttl(`rate:${name}:ip`)
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('behavior: Redis restarted keeps a key over its limit refused; the client reconnects by itself', async () => {
    const redis = await startRedisServer()
    const own = await connectTestRedis({ url: redis.url })
    try {
      const name = randomUUID()
      const window = { limit: 2, windowMs: 60_000 }
      // Fails open, so a refusal after the restart can only be Redis's own answer.
      const lenient = redisLimiter(window, { on: own.client, name, whenUnavailable: 'allow' })
      const strict = redisLimiter(window, { on: own.client, name, whenUnavailable: 'refuse' })
      expect((await lenient.take('ip')).allowed).toBe(true)
      expect((await lenient.take('ip')).allowed).toBe(true)
      expect((await lenient.take('ip')).allowed).toBe(false)

      await redis.kill()
      // Redis away: each limit answers as it chose.
      await vi.waitFor(() => expect(own.client.status).not.toBe('ready'), { timeout: 10_000 })
      expect(await strict.take('ip')).toEqual({
        allowed: false,
        retryAfterMs: UNAVAILABLE_RETRY_AFTER_MS,
      })
      expect(await lenient.take('ip')).toEqual({ allowed: true })

      await redis.restart()
      await vi.waitFor(() => expect(own.client.status).toBe('ready'), {
        timeout: 20_000,
        interval: 50,
      })
      const after = await lenient.take('ip')
      expect(after.allowed).toBe(false)
      expect(after.allowed === false && after.retryAfterMs).toBeGreaterThan(30_000)
    } finally {
      own.client.disconnect()
      await redis.stop()
    }
  }, 60_000)
})
