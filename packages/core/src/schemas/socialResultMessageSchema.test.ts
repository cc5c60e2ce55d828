import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SOCIAL_LOGIN_PROVIDERS, socialProviderSchema } from './socialProviderSchema.ts'
import { socialResultMessageSchema } from './socialResultMessageSchema.ts'

describe('social schemas', () => {
  it('spec §5: the social providers', () => {
    expect(SOCIAL_LOGIN_PROVIDERS).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(v.is(socialProviderSchema, 'farcaster')).toBe(false)
  })

  it.each<[string, unknown, boolean]>([
    [
      'the callback message',
      { type: 'PORTICO_SOCIAL_RESULT', resultUri: 'https://secure.example/cb?code=1' },
      true,
    ],
    ['another type', { type: 'FRAME_READY', resultUri: 'https://secure.example/cb' }, false],
    ['no result', { type: 'PORTICO_SOCIAL_RESULT' }, false],
    ['a result that is no address', { type: 'PORTICO_SOCIAL_RESULT', resultUri: 'code=1' }, false],
    [
      'a result of 4097 characters',
      { type: 'PORTICO_SOCIAL_RESULT', resultUri: `https://s.example/${'a'.repeat(4079)}` },
      false,
    ],
    ['a string', 'PORTICO_SOCIAL_RESULT', false],
  ])('socialResultMessageSchema: %s → %s', (_, message, valid) => {
    expect(v.is(socialResultMessageSchema, message)).toBe(valid)
  })
})
