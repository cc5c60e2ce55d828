import { BALANCE_CACHE_MS } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { describe, expect, it } from 'vitest'
import { BalanceCache } from './BalanceCache.ts'

function cacheWithClock(options: { maxEntries?: number } = {}) {
  let now = 1_000_000
  const cache = new BalanceCache<string>({ now: () => now, ...options })
  return { cache, advance: (ms: number) => (now += ms) }
}

describe('BalanceCache', () => {
  it('default: keeps a value for 30 s (spec §9)', () => {
    expect(BALANCE_CACHE_MS).toBe(30_000)
    const { cache, advance } = cacheWithClock()
    cache.set('eip155:1', TEST_ADDRESS, 'balances')
    advance(29_999)
    expect(cache.get('eip155:1', TEST_ADDRESS)).toBe('balances')
    advance(1)
    expect(cache.get('eip155:1', TEST_ADDRESS)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('behavior: keys are per chain and exact per address (base58 is case-sensitive)', () => {
    const { cache } = cacheWithClock()
    cache.set('eip155:1', TEST_ADDRESS, 'mainnet')
    expect(cache.get('eip155:1', TEST_ADDRESS)).toBe('mainnet')
    expect(cache.get('eip155:10', TEST_ADDRESS)).toBeUndefined()
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    cache.set(solana, 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr', 'upper')
    expect(cache.get(solana, 'gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr')).toBeUndefined()
  })

  it('behavior: setting again restarts the 30 s', () => {
    const { cache, advance } = cacheWithClock()
    cache.set('eip155:1', TEST_ADDRESS, 'first')
    advance(20_000)
    cache.set('eip155:1', TEST_ADDRESS, 'second')
    advance(20_000)
    expect(cache.get('eip155:1', TEST_ADDRESS)).toBe('second')
  })

  it('parameters: maxEntries drops the oldest writes first', () => {
    const { cache } = cacheWithClock({ maxEntries: 2 })
    cache.set('eip155:1', '0x1', 'one')
    cache.set('eip155:1', '0x2', 'two')
    cache.set('eip155:1', '0x1', 'one again')
    cache.set('eip155:1', '0x3', 'three')
    expect(cache.size).toBe(2)
    expect(cache.get('eip155:1', '0x2')).toBeUndefined()
    expect(cache.get('eip155:1', '0x1')).toBe('one again')
    expect(cache.get('eip155:1', '0x3')).toBe('three')
  })
})
