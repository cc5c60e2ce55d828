import { randomBytes } from 'node:crypto'
import { startLocalOidc } from '@portico/local-oidc'

/** The social providers the devnet's local OpenID provider stands in for, and their labels. */
export const DEVNET_SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'apple', label: 'Apple' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'x', label: 'X' },
  { id: 'discord', label: 'Discord' },
] as const

export type DevnetSocialProvider = (typeof DEVNET_SOCIAL_PROVIDERS)[number]['id']

/**
 * The client id the devnet registers for a provider.
 *
 * @example
 * devnetSocialClientId('google') // 'portico-google'
 */
export function devnetSocialClientId(provider: DevnetSocialProvider): string {
  return `portico-${provider}`
}

/**
 * Where every provider sends the visitor back: the secure site's callback page.
 *
 * @example
 * devnetSocialRedirectUri(5180) // 'http://127.0.0.1:5180/social-callback.html'
 */
export function devnetSocialRedirectUri(secureSitePort: number): string {
  return `http://127.0.0.1:${secureSitePort}/social-callback.html`
}

export interface StartDevnetOidcParameters {
  host: string
  port: number
  /** The secure site's port: the clients' redirect URI is its callback page. */
  secureSitePort: number
}

/** The running local provider, and the secret its clients share with the server. */
export interface DevnetOidc {
  issuer: string
  /** Made per start (the server config is written per start too). */
  clientSecret: string
  stop(): Promise<void>
}

/**
 * Starts the local OpenID provider (tools/local-oidc) with one client per social provider
 * (`portico-google` 'Google', `portico-github` 'GitHub', …), each redirecting to the secure
 * site's `/social-callback.html`.
 *
 * @example
 * const oidc = await startDevnetOidc({ host: '127.0.0.1', port: 8791, secureSitePort: 5180 })
 * oidc.issuer // 'http://127.0.0.1:8791'
 */
export async function startDevnetOidc(parameters: StartDevnetOidcParameters): Promise<DevnetOidc> {
  const clientSecret = randomBytes(24).toString('base64url')
  const redirectUri = devnetSocialRedirectUri(parameters.secureSitePort)
  const oidc = await startLocalOidc({
    host: parameters.host,
    port: parameters.port,
    clients: DEVNET_SOCIAL_PROVIDERS.map((provider) => ({
      clientId: devnetSocialClientId(provider.id),
      clientSecret,
      redirectUris: [redirectUri],
      label: provider.label,
    })),
  })
  return { issuer: oidc.issuer, clientSecret, stop: oidc.stop }
}
