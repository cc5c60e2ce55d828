import { describe, expect, it } from 'vitest'
import { matchesIfNoneMatch } from './matchesIfNoneMatch.ts'

describe('matchesIfNoneMatch', () => {
  it.each([
    ['the same tag', '"abc"', true],
    ['the weak form of it', 'W/"abc"', true],
    ['a list holding it', '"x", W/"abc" ,"y"', true],
    ['any (*)', '*', true],
    ['another tag', '"abcd"', false],
    ['the tag without quotes', 'abc', false],
    ['an empty header', '', false],
    ['no header', undefined, false],
  ])('parameters: %s', (_case, header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected)
  })
})
