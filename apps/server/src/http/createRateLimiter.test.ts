import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.ts'

// A clock the test moves by hand, so the one-minute window is exercised without waiting.
function manualClock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createRateLimiter', async () => {
  it('default: allows `limit` hits in a window, refuses the next with the wait left', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: clock.now })
    for (let hit = 0; hit < 5; hit += 1) {
      expect(await limiter.take('p a')).toEqual({ allowed: true })
      clock.advance(1000)
    }
    // First hit at t0, now t0 + 5 s: it leaves the window in 55 s.
    expect(await limiter.take('p a')).toEqual({ allowed: false, retryAfterMs: 55_000 })
  })

  it('behavior: the window slides; a refused hit is not counted', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: clock.now })
    await limiter.take('k')
    clock.advance(30_000)
    await limiter.take('k')
    expect((await limiter.take('k')).allowed).toBe(false)
    clock.advance(30_000) // the first hit has just left the window
    expect(await limiter.take('k')).toEqual({ allowed: true })
    expect(await limiter.take('k')).toEqual({ allowed: false, retryAfterMs: 30_000 })
  })

  it('behavior: keys are counted apart', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 })
    expect((await limiter.take('project origin-a')).allowed).toBe(true)
    expect((await limiter.take('project origin-b')).allowed).toBe(true)
    expect((await limiter.take('project origin-a')).allowed).toBe(false)
  })

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
