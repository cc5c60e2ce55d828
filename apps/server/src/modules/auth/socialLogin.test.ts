import { randomBytes } from 'node:crypto'
import { getFreePort } from '@portico/devnet'
import { signInHeadless, subjectOf } from '@portico/local-oidc'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthTestClient, newDeviceId, newVisitor } from '../../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
  TEST_SECURE_SITE_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import {
  createSocialTestClient,
  createSocialTestServer,
  type SocialTestServer,
  TEST_SOCIAL_REDIRECT_URI,
} from '../../testing/createSocialTestServer.ts'

// The real flow: the server talks to a real local OpenID provider (tools/local-oidc) and the
// visitor's part at the provider is done over HTTP (signInHeadless), as a browser would.
let server: SocialTestServer
let social: ReturnType<typeof createSocialTestClient>

beforeAll(async () => {
  server = await createSocialTestServer()
  social = createSocialTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('POST /auth/v1/social/start', () => {
  it('default: answers the provider URL (PKCE S256, state, nonce, redirect URI) and a flow id', async () => {
    const visitor = newVisitor()
    const response = await social.start(visitor, 'google')
    expect(response.statusCode).toBe(200)
    const { uri, flowId } = response.json()
    expect(flowId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const url = new URL(uri)
    expect(`${url.origin}${url.pathname}`).toBe(`${server.oidc.issuer}/auth`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portico-google',
      response_type: 'code',
      redirect_uri: TEST_SOCIAL_REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.any(String),
    })
  })

  it('parameters: a plain OAuth 2 provider gets no nonce', async () => {
    const response = await social.start(newVisitor(), 'github')
    expect(response.statusCode).toBe(200)
    const url = new URL(response.json().uri)
    expect(url.searchParams.get('client_id')).toBe('portico-github')
    expect(url.searchParams.get('nonce')).toBeNull()
  })

  it.each([
    ['an unconfigured provider', 'apple'],
    ['an unknown provider', 'myspace'],
  ])('error: %s is SOCIAL_PROVIDER_UNAVAILABLE', async (_case, provider) => {
    const response = await social.start(newVisitor(), provider)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
      message: 'Social login is not available on this server',
    })
  })

  it.each([
    ['origin', { origin: 'not an origin' }, 'origin: must be an origin like https://shop.example'],
    ['projectId', { projectId: 42 }, 'projectId: must be text'],
    ['deviceId', { deviceId: 'short' }, 'deviceId'],
  ])('error: a bad %s is BAD_REQUEST', async (_case, body, message) => {
    const response = await social.start(newVisitor(), 'google', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
    expect(response.json().message).toContain(message)
  })

  it('behavior: CORS answers the secure site only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/auth/v1/social/start',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight(TEST_SECURE_SITE_ORIGIN)
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_SECURE_SITE_ORIGIN)
    const refused = await preflight(TEST_DAPP_ORIGIN)
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('GET /auth/v1/social/requests/:state', () => {
  it('default: a pending request answers its dApp origin; once used, 404', async () => {
    const visitor = newVisitor()
    const { state, resultUri, flowId } = await social.authorize(visitor, 'google')
    const pending = await social.requestOrigin(state)
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toEqual({ origin: TEST_DAPP_ORIGIN })
    expect(pending.headers['cache-control']).toBe('no-store')
    expect(pending.headers['access-control-allow-origin']).toBe(TEST_SECURE_SITE_ORIGIN)

    expect((await social.connect(visitor, resultUri, flowId)).statusCode).toBe(200)
    const used = await social.requestOrigin(state)
    expect(used.statusCode).toBe(404)
    expect(used.json()).toEqual({ code: 'NOT_FOUND', message: 'Sign-in request not found' })
  })

  it.each([
    ['an unknown state', randomBytes(32).toString('base64url')],
    ['a malformed state', 'x'],
  ])('error: %s is 404', async (_case, state) => {
    expect((await social.requestOrigin(state)).statusCode).toBe(404)
  })
})

describe('POST /auth/v1/social/connect', () => {
  it('default: signs in a new user like /otp/verify, who then stores and unlocks a key', async () => {
    const visitor = newVisitor()
    const before = Date.now()
    const { status, body } = await social.signIn(visitor, 'google', { name: 'Ada Lovelace' })
    expect(status).toBe(200)
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(Number),
      user: {
        id: expect.any(String),
        email: visitor.email,
        address: null,
        userName: visitor.email.split('@')[0],
        socialProvider: 'google',
      },
    })
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + server.config.auth!.sessionTtlMs)

    const user = await server.app.inject({ url: '/auth/v1/user', headers: bearer(body.token) })
    expect(user.json()).toEqual({
      id: body.user.id,
      email: visitor.email,
      address: null,
      solanaAddress: null,
    })

    const key = {
      address: OTHER_ADDRESS,
      keyBlob: randomBytes(60).toString('base64url'),
      unlockKey: randomBytes(32).toString('base64url'),
    }
    const put = await server.app.inject({
      method: 'PUT',
      url: '/auth/v1/key',
      headers: { ...bearer(body.token), 'content-type': 'application/json' },
      payload: JSON.stringify(key),
    })
    expect(put.statusCode).toBe(201)
    const unlock = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/key/unlock',
      headers: bearer(body.token),
    })
    expect(unlock.json()).toEqual(key)
  })

  it('behavior: the same identity signs in again as the same user (same device and site)', async () => {
    const visitor = newVisitor()
    const first = await social.signIn(visitor, 'google')
    const second = await social.signIn(visitor, 'google')
    expect(second.status).toBe(200)
    expect(second.body.user.id).toBe(first.body.user.id)
    expect(second.body.token).not.toBe(first.body.token)
  })

  it('behavior: a verified e-mail joins the user who signed in with that e-mail by code', async () => {
    const auth = createAuthTestClient(server)
    const visitor = newVisitor()
    const byEmail = await auth.signIn(visitor)
    const bySocial = await social.signIn(visitor, 'google')
    expect(bySocial.status).toBe(200)
    expect(bySocial.body.user).toEqual({
      ...byEmail.user,
      userName: visitor.email.split('@')[0],
      socialProvider: 'google',
    })
    // And a second provider with the same verified e-mail joins it too.
    const byGithub = await social.signIn(visitor, 'github')
    expect(byGithub.body.user.id).toBe(byEmail.user.id)
    expect(byGithub.body.user.socialProvider).toBe('github')
  })

  it('parameters: an unverified e-mail makes a user without e-mail, apart from the e-mail user', async () => {
    const auth = createAuthTestClient(server)
    const visitor = newVisitor()
    const byEmail = await auth.signIn(visitor)
    const unverified = await social.signIn(visitor, 'github', { emailVerified: false })
    expect(unverified.status).toBe(200)
    expect(unverified.body.user.id).not.toBe(byEmail.user.id)
    expect(unverified.body.user.email).toBeNull()

    const again = await social.signIn(visitor, 'github', { emailVerified: false })
    expect(again.body.user.id).toBe(unverified.body.user.id)
    // No e-mail to confirm a change with.
    const change = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/email/update',
      headers: { ...bearer(again.body.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `new-${visitor.email}` }),
    })
    expect(change.statusCode).toBe(409)
    expect(change.json()).toEqual({
      code: 'NO_EMAIL',
      message: 'This account has no e-mail address',
    })
  })

  it('parameters: a plain OAuth 2 provider signs in from its user info', async () => {
    const visitor = newVisitor()
    const { status, body } = await social.signIn(visitor, 'github')
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ email: visitor.email, socialProvider: 'github' })
  })

  it('error: a used state is SOCIAL_REQUEST_INVALID', async () => {
    const visitor = newVisitor()
    const { resultUri, flowId } = await social.authorize(visitor, 'google')
    expect((await social.connect(visitor, resultUri, flowId)).statusCode).toBe(200)
    const again = await social.connect(visitor, resultUri, flowId)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      code: 'SOCIAL_REQUEST_INVALID',
      message: 'Sign-in request expired or already used',
    })
  })

  it('error: another flow id or another device is refused and leaves the request usable', async () => {
    const visitor = newVisitor()
    const { resultUri, flowId } = await social.authorize(visitor, 'google')
    const wrongFlow = await social.connect(
      visitor,
      resultUri,
      randomBytes(32).toString('base64url'),
    )
    expect(wrongFlow.json().code).toBe('SOCIAL_REQUEST_INVALID')
    const otherDevice = await social.connect(
      { ...visitor, deviceId: newDeviceId() },
      resultUri,
      flowId,
    )
    expect(otherDevice.json().code).toBe('SOCIAL_REQUEST_INVALID')
    expect((await social.connect(visitor, resultUri, flowId)).statusCode).toBe(200)
  })

  it('error: a provider error is SOCIAL_LOGIN_FAILED with the provider error, and uses the request', async () => {
    const visitor = newVisitor()
    const started = (await social.start(visitor, 'google')).json()
    const state = new URL(started.uri).searchParams.get('state')
    const denied = `${TEST_SOCIAL_REDIRECT_URI}?error=access_denied&error_description=The+user+said+no&state=${state}`
    const response = await social.connect(visitor, denied, started.flowId)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'SOCIAL_LOGIN_FAILED',
      message: 'Failed to connect',
      providerError: 'access_denied',
    })
    const retried = await social.connect(visitor, denied, started.flowId)
    expect(retried.json().code).toBe('SOCIAL_REQUEST_INVALID')
  })

  it('error: a code the provider does not know is SOCIAL_LOGIN_FAILED invalid_grant', async () => {
    const visitor = newVisitor()
    const { resultUri, flowId } = await social.authorize(visitor, 'google')
    const forged = new URL(resultUri)
    forged.searchParams.set('code', 'forged-code')
    const response = await social.connect(visitor, forged.href, flowId)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'SOCIAL_LOGIN_FAILED',
      providerError: 'invalid_grant',
    })
  })

  it.each([
    ['another site', 'https://evil.example/social-callback.html'],
    ['another page of the secure site', `${TEST_SECURE_SITE_ORIGIN}/other.html`],
    ['no URL at all', 'not a url'],
  ])('error: a result URI on %s is BAD_REQUEST', async (_case, base) => {
    const visitor = newVisitor()
    const { resultUri, flowId } = await social.authorize(visitor, 'google')
    const moved = base.startsWith('http') ? `${base}${new URL(resultUri).search}` : base
    const response = await social.connect(visitor, moved, flowId)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: "resultUri: must be this server's social redirect URI",
    })
    // The request was not touched: the real result still works.
    expect((await social.connect(visitor, resultUri, flowId)).statusCode).toBe(200)
  })

  it('behavior: the provider is asked for the same subject whatever the case of the e-mail', async () => {
    const visitor = newVisitor()
    const lower = await social.signIn(visitor, 'google')
    const upper = await social.signIn({ ...visitor, email: visitor.email.toUpperCase() }, 'google')
    expect(upper.body.user.id).toBe(lower.body.user.id)
    expect(subjectOf(visitor.email)).toBe(subjectOf(visitor.email.toUpperCase()))
  })

  it('error: the local provider itself refuses a redirect URI it does not know', async () => {
    const visitor = newVisitor()
    const { uri } = (await social.start(visitor, 'google')).json()
    const moved = new URL(uri)
    moved.searchParams.set('redirect_uri', 'https://evil.example/social-callback.html')
    await expect(signInHeadless(moved, { email: visitor.email })).rejects.toThrow(
      /redirect_uri did not match/,
    )
  })
})

describe('social sign-in: limits and settings', () => {
  let quick: SocialTestServer
  let client: ReturnType<typeof createSocialTestClient>

  beforeAll(async () => {
    quick = await createSocialTestServer({
      social: { requestTtlMs: 300 },
      auth: { maxSendsPerIpPerHour: 3 },
    })
    client = createSocialTestClient(quick)
  }, 60_000)

  afterAll(async () => {
    await quick?.close()
  })

  it('error: a request older than auth.social.requestTtlMs is SOCIAL_REQUEST_INVALID', async () => {
    const visitor = newVisitor()
    const { resultUri, flowId, state } = await client.authorize(visitor, 'google')
    await vi.waitFor(async () => expect((await client.requestOrigin(state)).statusCode).toBe(404), {
      timeout: 2000,
      interval: 50,
    })
    const response = await client.connect(visitor, resultUri, flowId)
    expect(response.json().code).toBe('SOCIAL_REQUEST_INVALID')
  })

  it('error: starts count against the client IP like e-mail sends (429 after the cap)', async () => {
    const visitor = newVisitor()
    for (let count = 0; count < 3; count += 1) {
      expect((await client.start(visitor, 'google')).statusCode).toBe(200)
    }
    const refused = await client.start(visitor, 'google')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    })
    expect(refused.json().message).toMatch(/^Please try again after \d+ seconds$/)
  })
})

describe('social sign-in off', () => {
  let plain: AuthTestServer

  beforeAll(async () => {
    plain = await createAuthTestServer()
  }, 60_000)

  afterAll(async () => {
    await plain?.close()
  })

  it('error: without auth.social every provider is SOCIAL_PROVIDER_UNAVAILABLE', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/auth/v1/social/start',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        provider: 'google',
        deviceId: newDeviceId(),
        projectId: 'test-project',
        origin: TEST_DAPP_ORIGIN,
      }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
      message: 'Social login is not available on this server',
    })
  })
})

describe('social sign-in: a provider that is down', () => {
  let down: AuthTestServer

  // The issuer is a port where nothing listens: discovery fails as it would for a provider outage.
  beforeAll(async () => {
    down = await createAuthTestServer({
      maxSendsPerIpPerHour: 1,
      social: {
        redirectUri: TEST_SOCIAL_REDIRECT_URI,
        providers: {
          google: {
            issuer: `http://127.0.0.1:${await getFreePort()}`,
            clientId: 'portico-google',
          },
        },
      },
    })
  }, 60_000)

  afterAll(async () => {
    await down?.close()
  })

  it('error: start is 502 UPSTREAM_ERROR, and the rate-check slot is given back', async () => {
    const client = createSocialTestClient(down)
    const visitor = newVisitor()
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await client.start(visitor, 'google')
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        code: 'UPSTREAM_ERROR',
        message: 'Could not reach the sign-in provider',
      })
    }
  })
})
