import { BALANCE_CACHE_MS } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryTtlCache } from '../../shared/createMemoryTtlCache.ts'
import { BalanceCache } from './BalanceCache.ts'

function cacheWithClock(options: { maxEntries?: number } = {}) {
  let now = 1_000_000
  const store = createMemoryTtlCache<string>({ now: () => now, ...options })
  const cache = new BalanceCache<string>({ store })
  return { cache, store, advance: (ms: number) => (now += ms) }
}

describe('BalanceCache', () => {
  it('default: keeps a value for 30 s (spec §9)', async () => {
    expect(BALANCE_CACHE_MS).toBe(30_000)
    const { cache, store, advance } = cacheWithClock()
    await cache.set('eip155:1', TEST_ADDRESS, 'balances')
    advance(29_999)
    expect(await cache.get('eip155:1', TEST_ADDRESS)).toBe('balances')
    advance(1)
    expect(await cache.get('eip155:1', TEST_ADDRESS)).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('behavior: keys are per chain and exact per address (base58 is case-sensitive)', async () => {
    const { cache } = cacheWithClock()
    await cache.set('eip155:1', TEST_ADDRESS, 'mainnet')
    expect(await cache.get('eip155:1', TEST_ADDRESS)).toBe('mainnet')
    expect(await cache.get('eip155:10', TEST_ADDRESS)).toBeUndefined()
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    await cache.set(solana, 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr', 'upper')
    expect(await cache.get(solana, 'gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr')).toBeUndefined()
  })

  it('behavior: setting again restarts the 30 s', async () => {
    const { cache, advance } = cacheWithClock()
    await cache.set('eip155:1', TEST_ADDRESS, 'first')
    advance(20_000)
    await cache.set('eip155:1', TEST_ADDRESS, 'second')
    advance(20_000)
    expect(await cache.get('eip155:1', TEST_ADDRESS)).toBe('second')
  })

  it('parameters: maxEntries drops the oldest writes first', async () => {
    const { cache, store } = cacheWithClock({ maxEntries: 2 })
    await cache.set('eip155:1', '0x1', 'one')
    await cache.set('eip155:1', '0x2', 'two')
    await cache.set('eip155:1', '0x1', 'one again')
    await cache.set('eip155:1', '0x3', 'three')
    expect(store.size).toBe(2)
    expect(await cache.get('eip155:1', '0x2')).toBeUndefined()
    expect(await cache.get('eip155:1', '0x1')).toBe('one again')
    expect(await cache.get('eip155:1', '0x3')).toBe('three')
  })

  it('behavior: read loads once for concurrent callers, then answers from the cache', async () => {
    const { cache, advance } = cacheWithClock()
    let loads = 0
    const load = async () => `read ${++loads}`
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.read('eip155:1', TEST_ADDRESS, load)),
    )
    expect(answers).toEqual(Array(5).fill('read 1'))
    expect(await cache.read('eip155:1', TEST_ADDRESS, load)).toBe('read 1')
    expect(await cache.read('eip155:1', TEST_ADDRESS, load, { fresh: true })).toBe('read 2')
    advance(30_000)
    expect(await cache.read('eip155:1', TEST_ADDRESS, load)).toBe('read 3')
  })
})
