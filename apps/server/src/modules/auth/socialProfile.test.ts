import { describe, expect, it } from 'vitest'
import { readSocialProfile } from './socialProfile.ts'

describe('readSocialProfile', () => {
  it('default: OpenID Connect claims give sub, e-mail, verified flag and handle', () => {
    expect(
      readSocialProfile('google', {
        sub: '1234',
        email: ' Ada@Example.org ',
        email_verified: true,
        preferred_username: 'ada',
        name: 'Ada Lovelace',
      }),
    ).toEqual({ subject: '1234', email: 'ada@example.org', emailVerified: true, userName: 'ada' })
  })

  it.each([
    ['Apple’s string "true"', 'true', true],
    ['false', false, false],
    ['absent', undefined, false],
    ['a string other than "true"', 'yes', false],
  ])('parameters: email_verified %s', (_case, emailVerified, expected) => {
    const profile = readSocialProfile('apple', {
      sub: 'apple-1',
      email: 'ada@example.org',
      email_verified: emailVerified,
    })
    expect(profile.emailVerified).toBe(expected)
  })

  it('parameters: OIDC without preferred_username falls back to name; a bad e-mail is dropped', () => {
    expect(readSocialProfile('google', { sub: 's', name: 'Ada', email: 'not-an-email' })).toEqual({
      subject: 's',
      email: undefined,
      emailVerified: false,
      userName: 'Ada',
    })
  })

  it('parameters: GitHub’s user (numeric id, login) has an unverified e-mail', () => {
    expect(
      readSocialProfile('github', { id: 583231, login: 'octocat', email: 'octo@github.test' }),
    ).toEqual({
      subject: '583231',
      email: 'octo@github.test',
      emailVerified: false,
      userName: 'octocat',
    })
  })

  it('parameters: X’s user has no e-mail', () => {
    expect(readSocialProfile('x', { data: { id: '2244994945', username: 'xdev' } })).toEqual({
      subject: '2244994945',
      email: undefined,
      emailVerified: false,
      userName: 'xdev',
    })
  })

  it('parameters: Discord’s `verified` is the e-mail’s verified flag', () => {
    expect(
      readSocialProfile('discord', {
        id: '80351110224678912',
        username: 'nelly',
        email: 'nelly@discord.test',
        verified: true,
      }),
    ).toEqual({
      subject: '80351110224678912',
      email: 'nelly@discord.test',
      emailVerified: true,
      userName: 'nelly',
    })
  })

  it('parameters: Facebook’s user gives its name as handle and an unverified e-mail', () => {
    expect(
      readSocialProfile('facebook', { id: '10', name: 'Ada L', email: 'ada@fb.test' }),
    ).toEqual({ subject: '10', email: 'ada@fb.test', emailVerified: false, userName: 'Ada L' })
  })

  it.each([
    ['GitHub without an id', 'github', { login: 'octocat' }],
    ['X without data', 'x', { id: '1' }],
    ['Google without sub', 'google', { email: 'ada@example.org' }],
    ['not an object', 'discord', 'nope'],
  ] as const)('error: %s is SOCIAL_LOGIN_FAILED', (_case, provider, source) => {
    expect(() => readSocialProfile(provider, source)).toThrow(
      expect.objectContaining({ errorCode: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect' }),
    )
  })
})
