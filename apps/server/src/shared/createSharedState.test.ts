import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseServerConfig } from '../config.ts'
import { loadConfig } from '../loadConfig.ts'
import { uniqueRedisPrefix } from '../testing/connectTestRedis.ts'
import { createSharedState } from './createSharedState.ts'

const project = { id: 'portico-demo', name: 'Portico demo' }
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-shared-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('createSharedState', () => {
  it('default: without redisUrl everything stays in this process', async () => {
    const shared = await createSharedState({ log: () => {} })
    expect(shared.kind).toBe('memory')
    const cache = shared.cache<number>('c')
    await cache.set('k', 1, 1000)
    expect(await cache.get('k')).toBe(1)
    await shared.close()
  })

  it('parameters: redisUrl shares state under the key prefix, and close() disconnects', async () => {
    const keyPrefix = uniqueRedisPrefix()
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        createSharedState({ redisUrl: inject('redisUrl'), keyPrefix, log: () => {} }),
      ),
    )
    try {
      expect(a?.kind).toBe('redis')
      await a?.cache<string>('c').set('k', 'from a', 60_000)
      expect(await b?.cache<string>('c').get('k')).toBe('from a')
      const limit = { limit: 1, windowMs: 60_000, whenUnavailable: 'refuse' as const }
      expect((await a?.rateLimiter('r', limit).take('ip'))?.allowed).toBe(true)
      expect((await b?.rateLimiter('r', limit).take('ip'))?.allowed).toBe(false)
    } finally {
      await a?.close()
      await b?.close()
    }
  })

  it('behavior: a Redis that never answers stops the start with an error naming it', async () => {
    // A port that accepts nothing: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    await expect(
      createSharedState({
        redisUrl: `redis://:secret@127.0.0.1:${port}`,
        connectTimeoutMs: 500,
        log: () => {},
      }),
    ).rejects.toThrow(`Redis at redis://***@127.0.0.1:${port} is not ready after 500 ms`)
  })
})

describe('redisUrl in the config', () => {
  it('parameters: redis:// and rediss:// only; REDIS_URL wins over the file', async () => {
    expect(parseServerConfig({ projects: [project] }).redisUrl).toBeUndefined()
    expect(() =>
      parseServerConfig({ projects: [project], redisUrl: 'http://127.0.0.1:6379' }),
    ).toThrow('redisUrl: must be a redis:// or rediss:// URL')
    const file = join(dir, 'portico.json')
    await writeFile(file, JSON.stringify({ projects: [project], redisUrl: 'redis://a:6379' }))
    expect((await loadConfig({ PORTICO_CONFIG: file })).redisUrl).toBe('redis://a:6379')
    const config = await loadConfig({ PORTICO_CONFIG: file, REDIS_URL: 'rediss://b:6380/2' })
    expect(config.redisUrl).toBe('rediss://b:6380/2')
    await expect(loadConfig({ PORTICO_CONFIG: file, REDIS_URL: 'b:6380' })).rejects.toThrow(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    )
  })
})
