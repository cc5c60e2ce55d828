import { SOCIAL_LOGIN_PROVIDERS } from '../schemas/socialProviderSchema.ts'
import type { SignInProvider } from '../types/auth.ts'

const SIGN_IN_PROVIDERS: readonly string[] = [...SOCIAL_LOGIN_PROVIDERS, 'farcaster']

/**
 * The social sign-in buttons to show for the `socials` feature in effect: its providers in its
 * order, once each, keeping only those the embedded wallet signs in with: the spec §5
 * providers (through their window, `connectSocial`) and Farcaster (through a link or QR code,
 * `connectFarcaster`).
 *
 * @example
 * socialLoginProviders(['google', 'farcaster', 'myspace']) // ['google', 'farcaster']
 * socialLoginProviders(false) // []
 */
export function socialLoginProviders(socials: readonly string[] | false): SignInProvider[] {
  if (!socials) return []
  const providers = socials.filter((provider): provider is SignInProvider =>
    SIGN_IN_PROVIDERS.includes(provider),
  )
  return [...new Set(providers)]
}
