import { describe, expect, test, vi } from 'vitest'
import type { ProjectOriginsLookup } from '../origins/projectOrigins.ts'
import { createProjectOriginsCache } from './createProjectOriginsCache.ts'

const found: ProjectOriginsLookup = {
  kind: 'found',
  origins: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: true },
}

function clock() {
  let time = 1_000
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

describe('createProjectOriginsCache', () => {
  test('default: an answer is reused for 30 s, then asked again', async () => {
    const { now, advance } = clock()
    const load = vi.fn(async () => found)
    const cache = createProjectOriginsCache({ load, now })
    await expect(cache.get('shop')).resolves.toEqual(found)
    advance(29_999)
    await cache.get('shop')
    expect(load).toHaveBeenCalledTimes(1)
    advance(1)
    await cache.get('shop')
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('behavior: requests at the same time share one', async () => {
    let finish: (lookup: ProjectOriginsLookup) => void = () => {}
    const load = vi.fn(() => new Promise<ProjectOriginsLookup>((resolve) => (finish = resolve)))
    const cache = createProjectOriginsCache({ load })
    const both = Promise.all([cache.get('shop'), cache.get('shop')])
    finish(found)
    await expect(both).resolves.toEqual([found, found])
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: an unknown project is an answer too and is kept', async () => {
    const load = vi.fn(async (): Promise<ProjectOriginsLookup> => ({ kind: 'unknown-project' }))
    const cache = createProjectOriginsCache({ load })
    await cache.get('nope')
    await cache.get('nope')
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: no answer is not kept: the next request asks again', async () => {
    const load = vi
      .fn<(projectId: string) => Promise<ProjectOriginsLookup>>()
      .mockResolvedValueOnce({ kind: 'unavailable', reason: 'down' })
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(found)
    const cache = createProjectOriginsCache({ load })
    await expect(cache.get('shop')).resolves.toEqual({ kind: 'unavailable', reason: 'down' })
    await expect(cache.get('shop')).resolves.toEqual({
      kind: 'unavailable',
      reason: 'Error: boom',
    })
    await expect(cache.get('shop')).resolves.toEqual(found)
    expect(load).toHaveBeenCalledTimes(3)
  })

  test('parameters: at most maxEntries projects; the oldest goes first', async () => {
    const load = vi.fn(async () => found)
    const cache = createProjectOriginsCache({ load, maxEntries: 2 })
    await cache.get('a')
    await cache.get('b')
    await cache.get('c')
    await cache.get('c')
    await cache.get('b')
    expect(load).toHaveBeenCalledTimes(3)
    await cache.get('a')
    expect(load).toHaveBeenCalledTimes(4)
  })
})
