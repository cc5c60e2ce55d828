import { describe, expect, it } from 'vitest'
import { describeValue } from './describeValue.ts'

describe('describeValue', () => {
  it.each([
    ['a string', 'bc1q', "'bc1q'"],
    ['an array', ['a', 1], '["a",1]'],
    ['bytes', new Uint8Array(63), 'Uint8Array(63)'],
    ['undefined', undefined, 'undefined'],
    ['a bigint', 1n, 'bigint'],
  ])('%s → %s', (_, value, description) => {
    expect(describeValue(value)).toBe(description)
  })

  it('behavior: a long value is cut at 120 characters', () => {
    const description = describeValue('x'.repeat(500))
    expect(description).toHaveLength(121)
    expect(description.endsWith('…')).toBe(true)
  })
})
