import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.ts'

// A clock the test moves by hand, so the one-minute window is exercised without waiting.
function manualClock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

// The limiter's behaviour (window, sliding, keys apart) is one suite run on memory and on Redis
// (src/shared/RateLimiter.test.ts); what is left here is the memory one's own bound.
describe('createRateLimiter', async () => {
  it('behavior: past maxKeys the stalest key is forgotten', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock.now, maxKeys: 2 })
    await limiter.take('a')
    await limiter.take('b')
    await limiter.take('c') // drops 'a'
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('c')).allowed).toBe(false)
  })
})
