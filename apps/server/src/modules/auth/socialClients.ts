import * as client from 'openid-client'
import { UpstreamError } from '../../errors/apiErrors.ts'
import type { SocialConfig, SocialLoginProvider, SocialProviderConfig } from './socialConfig.ts'

/** Scopes asked for when the config names none: OpenID Connect ones, or each API's own. */
export const DEFAULT_SOCIAL_SCOPES = {
  oidc: 'openid email profile',
  oauth2: {
    google: 'openid email profile',
    // Apple sends name and e-mail only by form_post, which a static callback page cannot read.
    apple: 'openid',
    github: 'read:user user:email',
    x: 'users.read tweet.read',
    discord: 'identify email',
    facebook: 'public_profile email',
  },
} as const satisfies { oidc: string; oauth2: Record<SocialLoginProvider, string> }

// How long one call to a provider may take, in seconds (openid-client's unit).
const PROVIDER_TIMEOUT_SECONDS = 15

/** One configured provider, as the start and connect steps use it. */
export interface SocialClient {
  provider: SocialLoginProvider
  /** 'oidc': found by discovery, ID token and nonce; 'oauth2': plain endpoints and userinfo. */
  kind: 'oidc' | 'oauth2'
  scope: string
  /** The provider's user info endpoint for 'oauth2' (OIDC ones use their discovered one). */
  userinfoEndpoint: URL | undefined
  /** openid-client's configuration; discovery runs once, and again after a failure. */
  configuration(): Promise<client.Configuration>
}

/** The configured providers, by id. */
export interface SocialClients {
  /** Undefined when the provider is not configured (or social sign-in is off). */
  get(provider: string): SocialClient | undefined
}

/**
 * Builds one client per provider of `auth.social.providers`. An `issuer` is found by OpenID
 * Connect discovery (lazily, so a provider that is down does not stop the server); explicit
 * endpoints make a plain OAuth 2 client (GitHub, X, Discord and Facebook in production). http
 * URLs (loopback only, see config) are allowed for the local stand-in.
 *
 * @example
 * const clients = createSocialClients(config.auth.social)
 * const google = clients.get('google')
 * const configuration = await google?.configuration()
 */
export function createSocialClients(social: SocialConfig | undefined): SocialClients {
  const clients = new Map<string, SocialClient>()
  for (const [provider, settings] of Object.entries(social?.providers ?? {})) {
    if (settings === undefined) continue
    clients.set(provider, createSocialClient(provider as SocialLoginProvider, settings))
  }
  return { get: (provider) => clients.get(provider) }
}

function createSocialClient(
  provider: SocialLoginProvider,
  settings: SocialProviderConfig,
): SocialClient {
  const authentication =
    settings.clientSecret === undefined
      ? client.None()
      : settings.tokenEndpointAuthMethod === 'client_secret_post'
        ? client.ClientSecretPost(settings.clientSecret)
        : client.ClientSecretBasic(settings.clientSecret)

  if ('issuer' in settings) {
    const issuer = new URL(settings.issuer)
    let discovered: Promise<client.Configuration> | undefined
    return {
      provider,
      kind: 'oidc',
      scope: settings.scope ?? DEFAULT_SOCIAL_SCOPES.oidc,
      userinfoEndpoint: undefined,
      configuration() {
        discovered ??= client
          .discovery(issuer, settings.clientId, undefined, authentication, {
            ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
            // Also the timeout of every later call with this configuration.
            timeout: PROVIDER_TIMEOUT_SECONDS,
          })
          .catch((cause: unknown) => {
            discovered = undefined
            throw new UpstreamError('Could not reach the sign-in provider', {
              cause,
              details: `${provider}: discovery at ${issuer.href} failed`,
            })
          })
        return discovered
      },
    }
  }

  const endpoints = [
    settings.authorizationEndpoint,
    settings.tokenEndpoint,
    settings.userinfoEndpoint,
  ].map((value) => new URL(value))
  const configuration = new client.Configuration(
    {
      // Plain OAuth 2 has no issuer; the authorization server's origin stands for it (and is
      // what an RFC 9207 `iss` in the redirect would carry).
      issuer: endpoints[0]?.origin ?? '',
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userinfoEndpoint,
    },
    settings.clientId,
    undefined,
    authentication,
  )
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS
  if (endpoints.some((url) => url.protocol === 'http:')) client.allowInsecureRequests(configuration)
  return {
    provider,
    kind: 'oauth2',
    scope: settings.scope ?? DEFAULT_SOCIAL_SCOPES.oauth2[provider],
    userinfoEndpoint: new URL(settings.userinfoEndpoint),
    configuration: async () => configuration,
  }
}
