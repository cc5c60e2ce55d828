import { SOCIAL_LOGIN_PROVIDERS } from '../schemas/socialProviderSchema.ts'
import type { SocialProvider } from '../types/auth.ts'

/**
 * The social sign-in buttons to show for the `socials` feature in effect: its providers in its
 * order, once each, keeping only those the embedded wallet signs in with (spec §5). Farcaster
 * is left out (it signs in another way, which the embedded wallet does not offer).
 *
 * @example
 * socialLoginProviders(['google', 'farcaster', 'github']) // ['google', 'github']
 * socialLoginProviders(false) // []
 */
export function socialLoginProviders(socials: readonly string[] | false): SocialProvider[] {
  if (!socials) return []
  const known: readonly string[] = SOCIAL_LOGIN_PROVIDERS
  const providers = socials.filter((provider): provider is SocialProvider =>
    known.includes(provider),
  )
  return [...new Set(providers)]
}
