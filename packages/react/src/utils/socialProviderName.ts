import type { SignInProvider } from '@portico/core'

const names: Record<SignInProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/**
 * How the modal names a social provider (spec §5).
 *
 * @example
 * socialProviderName('github') // 'GitHub'
 */
export function socialProviderName(provider: SignInProvider): string {
  return names[provider]
}
