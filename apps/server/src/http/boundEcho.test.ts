import { describe, expect, it } from 'vitest'
import { boundEcho, MAX_ECHO_LENGTH } from './boundEcho.ts'

describe('boundEcho', () => {
  it('default: short text is kept as it is', () => {
    expect(boundEcho('/health')).toBe('/health')
    expect(boundEcho('x'.repeat(MAX_ECHO_LENGTH))).toBe('x'.repeat(MAX_ECHO_LENGTH))
  })

  it('behavior: long text is cut to 200 characters, the last an ellipsis', () => {
    const echo = boundEcho('a'.repeat(15_000))
    expect(echo).toHaveLength(MAX_ECHO_LENGTH)
    expect(echo).toBe(`${'a'.repeat(MAX_ECHO_LENGTH - 1)}…`)
  })

  it('parameters: maxLength', () => {
    expect(boundEcho('abcdef', 4)).toBe('abc…')
  })

  it('behavior: a surrogate pair is not split', () => {
    expect(boundEcho(`ab${'😀'.repeat(3)}`, 4)).toBe('ab…')
  })
})
