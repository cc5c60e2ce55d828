import { describe, expect, it } from 'vitest'
import { frameMessages, kitMessages } from './compileCatalogs.ts'

describe.each([
  ['kitMessages', kitMessages, 'header.back', 'Back'],
  ['frameMessages', frameMessages, 'approve.approve', 'Approve'],
] as const)('%s', (_name, messages, id, english) => {
  it("reads a locale's message by its id", () => {
    expect(messages('en')(id)).toBe(english)
    expect(messages('ar')(id)).not.toBe(english)
  })

  it('fails on an id or a locale the catalogues do not have', () => {
    expect(() => messages('en')('no.such.message')).toThrow('en: no message "no.such.message"')
    expect(() => messages('xx')).toThrow('No catalogue for xx')
  })
})
