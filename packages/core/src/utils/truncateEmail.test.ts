import { expect, it } from 'vitest'
import { truncateEmail } from './truncateEmail.ts'

it('30 characters or fewer: unchanged', () => {
  const thirty = 'abcdefghij@klmnopqrstuvwxy.com'
  expect(thirty).toHaveLength(30)
  expect(truncateEmail(thirty)).toBe(thirty)
  expect(truncateEmail('a@b.co')).toBe('a@b.co')
})

it('31 characters: first 27 and three dots', () => {
  const email = 'abcdefghij@klmnopqrstuvwxyz.com'
  expect(email).toHaveLength(31)
  expect(truncateEmail(email)).toBe('abcdefghij@klmnopqrstuvwxyz...')
  expect(truncateEmail(email)).toHaveLength(30)
})
