import * as v from 'valibot'

/**
 * Spec §5: the providers a visitor can sign in with through the embedded wallet. Farcaster, the
 * seventh of the socials feature's list (spec §9), signs in another way and is not one of them.
 */
export const SOCIAL_LOGIN_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/**
 * One of `SOCIAL_LOGIN_PROVIDERS`.
 *
 * @example
 * v.is(socialProviderSchema, 'github') // true
 * v.is(socialProviderSchema, 'farcaster') // false
 */
export const socialProviderSchema = v.picklist(SOCIAL_LOGIN_PROVIDERS)

/**
 * A provider a visitor signed in with (spec §3, kept in storage): one of
 * `SOCIAL_LOGIN_PROVIDERS`, or Farcaster.
 *
 * @example
 * v.is(signInProviderSchema, 'farcaster') // true
 */
export const signInProviderSchema = v.picklist([...SOCIAL_LOGIN_PROVIDERS, 'farcaster'])
