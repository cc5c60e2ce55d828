import { startRedisServer } from '@portico/test-utils/startRedisServer'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectTestRedis } from '../testing/connectTestRedis.ts'
import { createMemoryTtlCache } from './createMemoryTtlCache.ts'
import { createRedisTtlCache } from './createRedisTtlCache.ts'
import type { TtlCache } from './TtlCache.ts'

// The run's real redis-server (globalSetup), and one of this file's own to take away.
let client: Redis
const log = () => {}
beforeAll(async () => {
  ;({ client } = await connectTestRedis())
})
afterAll(() => client?.disconnect())

interface Balance {
  symbol: string
  quantity: { numeric: string }
}

describe.each([
  ['memory', <T>() => createMemoryTtlCache<T>()],
  ['redis', <T>() => createRedisTtlCache<T>({ client, name: 'suite', log })],
] as const)('TtlCache on %s', (kind, create) => {
  it('default: a value comes back as a copy until its TTL has passed', async () => {
    const cache: TtlCache<Balance[]> = create()
    const key = `${kind} expiring`
    const value = [{ symbol: 'ETH', quantity: { numeric: '1.5' } }]
    await cache.set(key, value, 300)
    const read = await cache.get(key)
    expect(read).toEqual(value)
    expect(read).not.toBe(value)
    await vi.waitFor(async () => expect(await cache.get(key)).toBeUndefined(), {
      timeout: 5000,
      interval: 50,
    })
  })

  it('behavior: a missing key reads undefined; setting again replaces the value', async () => {
    const cache: TtlCache<string> = create()
    expect(await cache.get(`${kind} nobody`)).toBeUndefined()
    await cache.set(`${kind} k`, 'first', 60_000)
    await cache.set(`${kind} k`, 'second', 60_000)
    expect(await cache.get(`${kind} k`)).toBe('second')
  })

  it('parameters: a TTL of 0 stores nothing', async () => {
    const cache: TtlCache<string> = create()
    await cache.set(`${kind} zero`, 'value', 0)
    expect(await cache.get(`${kind} zero`)).toBeUndefined()
  })

  it('behavior: a value JSON cannot hold fails on both stores (bigints are converted first)', async () => {
    const cache: TtlCache<unknown> = create()
    await expect(cache.set(`${kind} bigint`, { reserve: 1n }, 1000)).rejects.toThrow(TypeError)
  })
})

describe('createMemoryTtlCache', () => {
  it('parameters: maxEntries drops the least recently used first', async () => {
    const cache = createMemoryTtlCache<number>({ maxEntries: 2 })
    await cache.set('a', 1, 60_000)
    await cache.set('b', 2, 60_000)
    await cache.get('a')
    await cache.set('c', 3, 60_000)
    expect(cache.size).toBe(2)
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('a')).toBe(1)
  })
})

describe('createRedisTtlCache', () => {
  it('behavior: a value written by one process is read by another', async () => {
    const other = await connectTestRedis({ keyPrefix: client.options.keyPrefix })
    try {
      await createRedisTtlCache({ client, name: 'shared', log }).set('k', { n: 1 }, 60_000)
      const read = await createRedisTtlCache({ client: other.client, name: 'shared', log }).get('k')
      expect(read).toEqual({ n: 1 })
      expect(await client.pttl('cache:shared:k')).toBeGreaterThan(50_000)
    } finally {
      other.client.disconnect()
    }
  })

  it('behavior: fails open while Redis is away (a miss, a skipped write), logged', async () => {
    const redis = await startRedisServer()
    const own = await connectTestRedis({ url: redis.url })
    const logged: string[] = []
    const cache = createRedisTtlCache<string>({
      client: own.client,
      name: 'away',
      log: (message) => logged.push(message),
    })
    try {
      await cache.set('k', 'value', 60_000)
      await redis.kill()
      await vi.waitFor(() => expect(own.client.status).not.toBe('ready'), { timeout: 10_000 })
      expect(await cache.get('k')).toBeUndefined()
      await expect(cache.set('k', 'other', 60_000)).resolves.toBeUndefined()
      expect(logged).toEqual([
        "Cache 'away' cannot read Redis; reading upstream",
        "Cache 'away' cannot write Redis; not cached",
      ])
    } finally {
      own.client.disconnect()
      await redis.stop()
    }
  }, 30_000)
})
