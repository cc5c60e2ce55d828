import { expect, it } from 'vitest'
import { formatUnits } from './formatUnits.ts'

it.each([
  [10_000n * 10n ** 18n, 18, '10000'],
  [1_500_000_000_000_000_000n, 18, '1.5'],
  [1n, 18, '0.000000000000000001'],
  [0n, 18, '0'],
  [-25n, 1, '-2.5'],
  [123n, 0, '123'],
])('formatUnits(%s, %d) → %s', (value, decimals, expected) => {
  expect(formatUnits(value, decimals)).toBe(expected)
})
