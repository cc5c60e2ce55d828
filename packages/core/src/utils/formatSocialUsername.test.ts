import { expect, it } from 'vitest'
import { formatSocialUsername } from './formatSocialUsername.ts'

it('default: a Discord username ending in 0 loses that digit (spec §5)', () => {
  expect(formatSocialUsername('discord', 'ada0')).toBe('ada')
  expect(formatSocialUsername('discord', 'player100')).toBe('player10')
})

it('behavior: a Discord username not ending in 0 is shown as given', () => {
  expect(formatSocialUsername('discord', 'ada')).toBe('ada')
  expect(formatSocialUsername('discord', 'ada01')).toBe('ada01')
})

it.each(['google', 'github', 'apple', 'facebook', 'x'] as const)(
  'parameters: provider %s keeps a trailing 0',
  (provider) => {
    expect(formatSocialUsername(provider, 'ada0')).toBe('ada0')
  },
)
