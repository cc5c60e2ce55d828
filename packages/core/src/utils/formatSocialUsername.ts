import type { SignInProvider } from '../types/auth.ts'

/**
 * The name a social sign-in gave, as the kit shows it (spec §5): a Discord username ending in 0
 * loses that digit. Discord's move to unique usernames gave every migrated account the legacy
 * discriminator "#0", which arrives glued to the name ("ada0" for "ada#0"); the 0 is not part
 * of the name the person chose. Every other provider's name is shown as given.
 *
 * @example
 * formatSocialUsername('discord', 'ada0') // 'ada'
 * formatSocialUsername('github', 'ada0') // 'ada0'
 */
export function formatSocialUsername(provider: SignInProvider, username: string): string {
  return provider === 'discord' && username.endsWith('0') ? username.slice(0, -1) : username
}
