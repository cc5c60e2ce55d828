import { generateKeyPair, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider'
import { LOCAL_OIDC_CLAIMS } from './claims.ts'
import { createMemoryAdapter } from './createMemoryAdapter.ts'
import { LocalOidcStartError } from './errors.ts'
import { createInteractionHandler } from './handleInteraction.ts'
import { loadProvider } from './loadProvider.ts'
import { createLocalAccounts } from './localAccounts.ts'
import { renderErrorPage } from './renderPages.ts'

/** A client of the local provider: one per social provider it stands in for. */
export interface LocalOidcClient {
  clientId: string
  clientSecret: string
  /** Exact redirect URIs the client may use. */
  redirectUris: readonly string[]
  /** Shown on the sign-in page: "Sign in with <label> (local stand-in)", e.g. 'Google'. */
  label: string
}

export interface StartLocalOidcParameters {
  /** 0 (the default) lets the OS pick a free port. */
  port?: number
  /** The interface it listens on and the issuer's host (default `127.0.0.1`). */
  host?: string
  clients: readonly LocalOidcClient[]
}

/** A running local provider. */
export interface LocalOidc {
  /** `http://HOST:PORT`: discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  /** Stops listening and drops open connections. Idempotent. */
  stop(): Promise<void>
}

export type StartLocalOidcReturnType = LocalOidc

// Artifact lifetimes in seconds. The session lives 1 s: no sign-in is remembered between
// flows, so the form shows every time and another e-mail can sign in from the same browser.
const TTL = {
  AccessToken: 600,
  AuthorizationCode: 60,
  IdToken: 600,
  Interaction: 600,
  Session: 1,
  Grant: 600,
} as const

const ERROR_PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

/**
 * Starts a local OpenID Connect provider (oidc-provider) that stands in for Google, GitHub, X,
 * Discord, Apple and Facebook in development and tests: authorization code flow with PKCE
 * (S256) required, scopes `openid email profile`, claims `sub`, `email`, `email_verified`,
 * `name`, `preferred_username` (in the ID token and at userinfo). Its sign-in page asks for an
 * e-mail and a name; consent is given at once. `sub` is a hash of the e-mail, so signing in twice
 * gives the same user. Accounts, codes and keys live in memory.
 *
 * @example
 * const oidc = await startLocalOidc({
 *   clients: [{ clientId: 'portico-google', clientSecret: 'dev-secret', redirectUris: ['http://127.0.0.1:5180/social-callback.html'], label: 'Google' }],
 * })
 * oidc.issuer // 'http://127.0.0.1:41234'
 * await oidc.stop()
 */
export async function startLocalOidc(parameters: StartLocalOidcParameters): Promise<LocalOidc> {
  const host = parameters.host ?? '127.0.0.1'
  const requestedPort = parameters.port ?? 0
  let route: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.writeHead(503).end()
  }
  const server = createServer((request, response) => route(request, response))
  await listen(server, requestedPort, host)
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const stop = createStopper(server)
  try {
    const accounts = createLocalAccounts()
    const labels = new Map(parameters.clients.map((client) => [client.clientId, client.label]))
    const Provider = await loadProvider()
    const provider = new Provider(issuer, {
      ...providerConfiguration(parameters.clients),
      jwks: { keys: [await createSigningKey()] },
      findAccount: (_context, accountId) => {
        const account = accounts.find(accountId)
        if (account === undefined) return undefined
        return {
          accountId,
          claims: () => ({
            sub: accountId,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            preferred_username: account.preferredUsername,
          }),
        }
      },
    })
    const handleInteraction = createInteractionHandler({ provider, accounts, labels })
    const handleProtocol = provider.callback()
    route = (request, response) => {
      if (request.url?.startsWith('/interaction/')) void handleInteraction(request, response)
      else handleProtocol(request, response)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { issuer, stop }
}

function providerConfiguration(clients: readonly LocalOidcClient[]): Configuration {
  return {
    adapter: createMemoryAdapter(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    // Only servers call the token and userinfo endpoints; no page reads them.
    clientBasedCORS: () => false,
    claims: Object.fromEntries(
      Object.entries(LOCAL_OIDC_CLAIMS).map(([scope, claims]) => [scope, [...claims]]),
    ),
    // A code outlives the 1 s session (TTL.Session): bound to it (oidc-provider's default without
    // offline_access), a code the server exchanged more than a second after the form was refused
    // as not found (invalid_grant), which a busy e2e run hit now and then.
    expiresWithSession: async () => false,
    // The ID token carries the scope's claims too, as Google's does, not only userinfo.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    renderError: (context: KoaContextWithOIDC, out) => {
      context.set(ERROR_PAGE_HEADERS)
      context.type = 'html'
      context.body = renderErrorPage(out.error, out.error_description)
    },
    responseTypes: ['code'],
    scopes: Object.keys(LOCAL_OIDC_CLAIMS),
    ttl: { ...TTL },
  }
}

// A fresh RSA key per start: ID tokens are RS256, what every relying party accepts by default.
async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: 'local-oidc', use: 'sig', alg: 'RS256' }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (cause: Error) => reject(new LocalOidcStartError(port, { cause }))
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

function createStopper(server: Server): () => Promise<void> {
  let stopping: Promise<void> | undefined
  return () => {
    stopping ??= new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return stopping
  }
}
