import { describe, expect, it } from 'vitest'
import { createMemoryRpcCache } from './rpcCache.ts'

describe('createMemoryRpcCache', () => {
  it('evicts the least recently read entry past maxEntries', async () => {
    const cache = createMemoryRpcCache({ maxEntries: 2 })
    await cache.set('a', '1', undefined)
    await cache.set('b', '2', undefined)
    expect(await cache.get('a')).toBe('1')
    await cache.set('c', '3', undefined)
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('a')).toBe('1')
    expect(await cache.get('c')).toBe('3')
  })

  it('bounds the total size and keeps no entry larger than a tenth of it', async () => {
    const cache = createMemoryRpcCache({ maxChars: 100 })
    await cache.set('huge', 'x'.repeat(11), undefined)
    expect(await cache.get('huge')).toBeUndefined()
    for (let index = 0; index < 12; index += 1)
      await cache.set(`k${index}`, 'y'.repeat(10), undefined)
    expect(await cache.get('k0')).toBeUndefined()
    expect(await cache.get('k1')).toBeUndefined()
    expect(await cache.get('k11')).toBe('y'.repeat(10))
  })

  it('forgets an entry once its time is up', async () => {
    let now = 1_000
    const cache = createMemoryRpcCache({ now: () => now })
    await cache.set('receipt', '{}', 60_000)
    now += 59_999
    expect(await cache.get('receipt')).toBe('{}')
    now += 1
    expect(await cache.get('receipt')).toBeUndefined()
  })
})
