import { describe, expect, it } from 'vitest'
import { monthHeading } from './monthHeading.ts'

describe('monthHeading', () => {
  it.each([
    [2026, 0, 'January 2026'],
    [2025, 11, 'December 2025'],
  ])('%d-%d: %s', (year, month, expected) => {
    expect(monthHeading(year, month)).toBe(expected)
  })
})
