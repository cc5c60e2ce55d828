import { type LocalOidc, signInHeadless, startLocalOidc } from '@portico/local-oidc'
import type { SocialLoginProvider } from '../modules/auth/socialConfig.ts'
import type { Visitor } from './authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
  TEST_SECURE_SITE_ORIGIN,
} from './createAuthTestServer.ts'
import { TEST_PROJECT_ID } from './createTestServer.ts'

/** The secure site's callback page in social tests: every provider redirects here. */
export const TEST_SOCIAL_REDIRECT_URI = `${TEST_SECURE_SITE_ORIGIN}/social-callback.html`

/** The client secret of every local-provider client in tests. */
export const TEST_SOCIAL_CLIENT_SECRET = 'test-social-secret'

/** A test server with social sign-in through a local OpenID provider. */
export interface SocialTestServer extends AuthTestServer {
  oidc: LocalOidc
}

/**
 * Starts a local OpenID provider (tools/local-oidc) on a free port and an auth test server whose
 * `auth.social` uses it: Google by OpenID Connect discovery (`issuer`), GitHub as plain OAuth 2
 * (its endpoints, userinfo at the provider's `/me`). Apple, Facebook, X and Discord are left
 * unconfigured. `social` overrides other `auth.social` keys; `auth` other `auth` keys.
 * `close()` stops everything.
 *
 * @example
 * const server = await createSocialTestServer()
 * afterAll(() => server.close())
 */
export async function createSocialTestServer(
  options: {
    social?: { requestTtlMs?: number }
    auth?: Parameters<typeof createAuthTestServer>[0]
  } = {},
): Promise<SocialTestServer> {
  const oidc = await startLocalOidc({
    clients: [
      { label: 'Google', clientId: 'portico-google' },
      { label: 'GitHub', clientId: 'portico-github' },
    ].map((client) => ({
      ...client,
      clientSecret: TEST_SOCIAL_CLIENT_SECRET,
      redirectUris: [TEST_SOCIAL_REDIRECT_URI],
    })),
  })
  try {
    const server = await createAuthTestServer({
      ...options.auth,
      social: {
        redirectUri: TEST_SOCIAL_REDIRECT_URI,
        ...options.social,
        providers: {
          google: {
            issuer: oidc.issuer,
            clientId: 'portico-google',
            clientSecret: TEST_SOCIAL_CLIENT_SECRET,
          },
          github: {
            authorizationEndpoint: `${oidc.issuer}/auth`,
            tokenEndpoint: `${oidc.issuer}/token`,
            userinfoEndpoint: `${oidc.issuer}/me`,
            clientId: 'portico-github',
            clientSecret: TEST_SOCIAL_CLIENT_SECRET,
            // The stand-in's userinfo needs `openid`; the real GitHub takes its own scopes.
            scope: 'openid email profile',
          },
        },
      },
    })
    return {
      ...server,
      oidc,
      close: async () => {
        await server.close()
        await oidc.stop()
      },
    }
  } catch (error) {
    await oidc.stop()
    throw error
  }
}

/**
 * HTTP helpers for the `/auth/v1/social` routes over `app.inject`, as the secure site and its
 * callback page call them, plus the visitor's part at the provider (signInHeadless).
 *
 * @example
 * const social = createSocialTestClient(server)
 * const { body } = await social.signIn(newVisitor(), 'google')
 */
export function createSocialTestClient(server: Pick<AuthTestServer, 'app'>) {
  const post = (url: string, body: unknown, ip = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: TEST_SECURE_SITE_ORIGIN },
      payload: JSON.stringify(body),
    })

  const client = {
    start: (visitor: Visitor, provider: string, body: Record<string, unknown> = {}) =>
      post(
        '/auth/v1/social/start',
        {
          provider,
          deviceId: visitor.deviceId,
          projectId: visitor.projectId ?? TEST_PROJECT_ID,
          origin: visitor.origin ?? TEST_DAPP_ORIGIN,
          ...body,
        },
        visitor.ip,
      ),
    /** As the callback page asks (Origin: the secure site); `origin: null` sends no Origin. */
    requestOrigin: (state: string, options: { origin?: string | null; ip?: string } = {}) => {
      const origin = options.origin === undefined ? TEST_SECURE_SITE_ORIGIN : options.origin
      return server.app.inject({
        url: `/auth/v1/social/requests/${encodeURIComponent(state)}`,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: origin === null ? {} : { origin },
      })
    },
    connect: (visitor: Visitor, resultUri: string, flowId: string) =>
      post(
        '/auth/v1/social/connect',
        { resultUri, flowId, deviceId: visitor.deviceId },
        visitor.ip,
      ),
    /** `POST /auth/v1/social/finish` with the visitor's device, project and origin (or `body`'s). */
    finish: (visitor: Visitor, loginToken: string, body: Record<string, unknown> = {}) =>
      post(
        '/auth/v1/social/finish',
        {
          loginToken,
          deviceId: visitor.deviceId,
          projectId: visitor.projectId ?? TEST_PROJECT_ID,
          origin: visitor.origin ?? TEST_DAPP_ORIGIN,
          ...body,
        },
        visitor.ip,
      ),
    /** Start, then the visitor's sign-in at the provider; answers what the callback page gets. */
    async authorize(
      visitor: Visitor,
      provider: SocialLoginProvider,
      options: { emailVerified?: boolean; name?: string } = {},
    ) {
      const started = await client.start(visitor, provider)
      if (started.statusCode !== 200) throw new Error(`start answered ${started.body}`)
      const { uri, flowId } = started.json() as { uri: string; flowId: string }
      const resultUri = await signInHeadless(uri, { email: visitor.email, ...options })
      const state = new URL(uri).searchParams.get('state') ?? ''
      return { uri, flowId, resultUri, state }
    },
    /**
     * The whole social sign-in; the connect answer with its status (a session, or for an
     * existing account on a new device or origin, `SocialDeviceApprovalBody`).
     */
    async signIn(
      visitor: Visitor,
      provider: SocialLoginProvider,
      options: { emailVerified?: boolean; name?: string } = {},
    ) {
      const { resultUri, flowId } = await client.authorize(visitor, provider, options)
      const response = await client.connect(visitor, resultUri, flowId)
      return {
        status: response.statusCode,
        body: response.json() as SocialConnectBody & Partial<SocialDeviceApprovalBody>,
      }
    },
  }
  return client
}

/** `POST /auth/v1/social/connect`'s answer for an existing account on a new (device, origin). */
export interface SocialDeviceApprovalBody {
  action: 'VERIFY_DEVICE'
  email: string
  loginToken: string
  expiresAt: number
}

/** `POST /auth/v1/social/connect`'s answer with a session (and `…/finish`'s). */
export interface SocialConnectBody {
  token: string
  expiresAt: number
  user: {
    id: string
    email: string | null
    address: string | null
    userName: string | null
    socialProvider: string
  }
}
