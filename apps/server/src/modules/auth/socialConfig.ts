import { SOCIAL_LOGIN_PROVIDERS } from '@portico/core'
import * as v from 'valibot'
import { durationMs, httpsOrLoopbackUrl, nonEmptyText } from '../../schema/configFields.ts'

/*
 * `auth.social` of the config file: social sign-in into the embedded wallet. Part of the auth
 * module's config (./config.ts).
 */

/** The social providers of social sign-in: core's list. */
export { SOCIAL_LOGIN_PROVIDERS }
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

const socialClientFields = {
  clientId: nonEmptyText(512),
  /** None: a public client (PKCE only). `PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET` wins over it. */
  clientSecret: v.optional(nonEmptyText(4096)),
  /** Space-separated scopes; default per provider (socialClients.ts). */
  scope: v.optional(nonEmptyText(1000)),
  /** How the secret goes to the token endpoint (default HTTP Basic, the OAuth 2 default). */
  tokenEndpointAuthMethod: v.optional(
    v.picklist(['client_secret_basic', 'client_secret_post']),
    'client_secret_basic',
  ),
}

// A provider's URLs: https, or http on this machine only (the local stand-in provider).
const oidcProviderSchema = v.strictObject({ issuer: httpsOrLoopbackUrl, ...socialClientFields })
const oauth2ProviderSchema = v.strictObject({
  authorizationEndpoint: httpsOrLoopbackUrl,
  tokenEndpoint: httpsOrLoopbackUrl,
  userinfoEndpoint: httpsOrLoopbackUrl,
  ...socialClientFields,
})

/**
 * One social provider: OpenID Connect found by discovery (`issuer`), or plain OAuth 2 with its
 * endpoints (GitHub, X, Discord and Facebook have no OpenID Connect). Which one is read from the
 * presence of `issuer`, so a mistake is reported against the right fields.
 */
const socialProviderSchema = v.lazy((input) =>
  typeof input === 'object' && input !== null && 'issuer' in input
    ? oidcProviderSchema
    : oauth2ProviderSchema,
)

/**
 * Social sign-in into the embedded wallet; without it (or with no provider) it is off.
 *
 * @example
 * v.parse(socialConfigSchema, { redirectUri: 'https://wallet.example/social-callback.html' })
 */
export const socialConfigSchema = v.strictObject({
  /** The secure site's callback page (`…/social-callback.html`): the providers redirect there. */
  redirectUri: v.pipe(
    httpsOrLoopbackUrl,
    v.check(
      (value) => !value.includes('?') && !value.includes('#'),
      'must have no query or fragment',
    ),
  ),
  /** How long a started sign-in may take until its connect (provider page included). */
  requestTtlMs: v.optional(durationMs(1, 3_600_000), 600_000),
  providers: v.optional(
    v.strictObject({
      google: v.optional(socialProviderSchema),
      github: v.optional(socialProviderSchema),
      apple: v.optional(socialProviderSchema),
      facebook: v.optional(socialProviderSchema),
      x: v.optional(socialProviderSchema),
      discord: v.optional(socialProviderSchema),
    }),
    {},
  ),
})

export type SocialConfig = v.InferOutput<typeof socialConfigSchema>
export type SocialProviderConfig = NonNullable<SocialConfig['providers'][SocialLoginProvider]>
