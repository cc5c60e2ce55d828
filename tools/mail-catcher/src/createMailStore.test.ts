import { describe, expect, it } from 'vitest'
import type { CaughtMail } from './caughtMail.ts'
import { createMailStore, MAX_KEPT_MESSAGES } from './createMailStore.ts'

function mail(id: number, to = 'ada@example.org'): CaughtMail {
  return { id: String(id), from: 'x@y.z', to: [to], subject: `#${id}`, text: '', receivedAt: id }
}

describe('createMailStore', () => {
  it('behavior: keeps the newest messages only, past the cap', () => {
    const store = createMailStore()
    for (let id = 1; id <= MAX_KEPT_MESSAGES + 5; id++) store.add(mail(id))
    const kept = store.messages()
    expect(kept).toHaveLength(MAX_KEPT_MESSAGES)
    expect(kept[0]?.id).toBe(String(MAX_KEPT_MESSAGES + 5))
    expect(kept.at(-1)?.id).toBe('6')
  })

  it('behavior: one arriving message settles every wait it matches', async () => {
    const store = createMailStore()
    const first = store.waitForMail({ to: 'ada@example.org' })
    const second = store.waitForMail({ to: 'ADA@example.org', subject: /#7/ })
    const other = store.waitForMail({ to: 'bob@example.org', timeoutMs: 20 })
    store.add(mail(7))
    expect(await first).toMatchObject({ id: '7' })
    expect(await second).toMatchObject({ id: '7' })
    await expect(other).rejects.toThrow('No e-mail to bob@example.org arrived within 20 ms')
  })
})
