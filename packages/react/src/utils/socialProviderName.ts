import type { SocialProvider } from '@portico/core'

const names: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * How the modal names a social provider (spec §5).
 *
 * @example
 * socialProviderName('github') // 'GitHub'
 */
export function socialProviderName(provider: SocialProvider): string {
  return names[provider]
}
