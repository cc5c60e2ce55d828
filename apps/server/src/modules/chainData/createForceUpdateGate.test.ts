import { describe, expect, it } from 'vitest'
import { createForceUpdateGate } from './createForceUpdateGate.ts'

// A clock the test moves by hand, so the windows are exercised without waiting.
function manualClock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createForceUpdateGate', async () => {
  it('default: one forced read per key per interval', async () => {
    const clock = manualClock()
    const gate = createForceUpdateGate({ intervalMs: 5000, perIpPerMinute: 30, now: clock.now })
    expect(await gate.allow('eip155:1 0xA', '10.0.0.1')).toBe(true)
    expect(await gate.allow('eip155:1 0xA', '10.0.0.1')).toBe(false)
    // Another client asking for the same account is refused too: the key is what is bounded.
    expect(await gate.allow('eip155:1 0xA', '10.0.0.2')).toBe(false)
    expect(await gate.allow('eip155:1 0xB', '10.0.0.1')).toBe(true)
    clock.advance(4999)
    expect(await gate.allow('eip155:1 0xA', '10.0.0.1')).toBe(false)
    clock.advance(1)
    expect(await gate.allow('eip155:1 0xA', '10.0.0.1')).toBe(true)
  })

  it('behavior: a client past its budget per minute is refused on every key', async () => {
    const clock = manualClock()
    const gate = createForceUpdateGate({ intervalMs: 5000, perIpPerMinute: 2, now: clock.now })
    expect(await gate.allow('k1', '10.0.0.1')).toBe(true)
    expect(await gate.allow('k2', '10.0.0.1')).toBe(true)
    expect(await gate.allow('k3', '10.0.0.1')).toBe(false)
    expect(await gate.allow('k4', '10.0.0.2')).toBe(true)
    clock.advance(60_000)
    expect(await gate.allow('k5', '10.0.0.1')).toBe(true)
  })

  it('behavior: reads refused by the interval do not use up the budget', async () => {
    const gate = createForceUpdateGate({ intervalMs: 5000, perIpPerMinute: 2 })
    expect(await gate.allow('k1', '10.0.0.1')).toBe(true)
    for (let i = 0; i < 10; i += 1) expect(await gate.allow('k1', '10.0.0.1')).toBe(false)
    expect(await gate.allow('k2', '10.0.0.1')).toBe(true)
  })

  it('behavior: a read refused by the budget does not use up the key', async () => {
    const gate = createForceUpdateGate({ intervalMs: 5000, perIpPerMinute: 1 })
    expect(await gate.allow('k1', '10.0.0.1')).toBe(true)
    expect(await gate.allow('k2', '10.0.0.1')).toBe(false)
    expect(await gate.allow('k2', '10.0.0.2')).toBe(true)
  })

  it('parameters: maxKeys drops the stalest key', async () => {
    const clock = manualClock()
    const gate = createForceUpdateGate({
      intervalMs: 5000,
      perIpPerMinute: 100,
      now: clock.now,
      maxKeys: 2,
    })
    for (const key of ['k1', 'k2', 'k3']) expect(await gate.allow(key, '10.0.0.1')).toBe(true)
    // k1 was forgotten, so it may be read again; k3 is still remembered.
    expect(await gate.allow('k1', '10.0.0.1')).toBe(true)
    expect(await gate.allow('k3', '10.0.0.1')).toBe(false)
  })

  it('parameters: intervalMs 0 leaves only the budget', async () => {
    const gate = createForceUpdateGate({ intervalMs: 0, perIpPerMinute: 3 })
    const answers: boolean[] = []
    for (let i = 0; i < 4; i += 1) answers.push(await gate.allow('k1', '10.0.0.1'))
    expect(answers).toEqual([true, true, true, false])
  })
})
