import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../internal/project/resolveFeatures.ts'
import { socialLoginProviders } from './socialLoginProviders.ts'

describe('socialLoginProviders', () => {
  it('default: the spec §9 socials, farcaster included, in their order', () => {
    expect(socialLoginProviders(DEFAULT_FEATURES.socials)).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it('parameters: false (payment mode, socials off) → none', () => {
    expect(socialLoginProviders(false)).toEqual([])
  })

  it('parameters: unknown names and repeats (a remote config) are dropped, the order kept', () => {
    expect(
      socialLoginProviders(['github', 'myspace', 'google', 'github', 'farcaster', 'farcaster']),
    ).toEqual(['github', 'google', 'farcaster'])
  })
})
