import { describe, expect, it } from 'vitest'
import { createLongPollSlots } from './createLongPollSlots.ts'

describe('createLongPollSlots', () => {
  it('default: maxPerClient slots per client, then how long until the soonest ends', () => {
    let now = 1_000
    const slots = createLongPollSlots({ maxPerClient: 2, now: () => now })
    const first = slots.take('a', 21_000)
    const second = slots.take('a', 15_000)
    expect('slot' in first && 'slot' in second).toBe(true)
    now = 5_000
    expect(slots.take('a', 25_000)).toEqual({ retryAfterMs: 10_000 })
    expect('slot' in slots.take('b', 25_000)).toBe(true)
    expect(slots.held('a')).toBe(2)
  })

  it('behavior: release frees the slot once, however often it is called', () => {
    const slots = createLongPollSlots({ maxPerClient: 1, now: () => 0 })
    const taken = slots.take('a', 10)
    if (!('slot' in taken)) throw new Error('expected a slot')
    taken.slot.release()
    taken.slot.release()
    expect(slots.held('a')).toBe(0)
    const again = slots.take('a', 10)
    expect('slot' in again).toBe(true)
    taken.slot.release()
    expect(slots.held('a')).toBe(1)
  })
})
