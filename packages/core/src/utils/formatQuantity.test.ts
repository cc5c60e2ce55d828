import { expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.ts'

it.each([
  ['0', '0.000'],
  ['0.12345', '0.123'],
  ['0.1235', '0.124'],
  ['999.9995', '1000.000'],
])('formatQuantity: 3 decimals, %s → %s', (input, expected) => {
  expect(formatQuantity(input)).toBe(expected)
})
