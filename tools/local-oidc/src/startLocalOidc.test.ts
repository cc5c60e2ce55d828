import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HeadlessSignInError, LocalOidcStartError } from './errors.ts'
import { subjectOf } from './localAccounts.ts'
import { signInHeadless } from './signInHeadless.ts'
import { type LocalOidc, startLocalOidc } from './startLocalOidc.ts'

const REDIRECT_URI = 'http://127.0.0.1:5180/social-callback.html'
const GOOGLE = {
  clientId: 'portico-google',
  clientSecret: 'google-secret',
  redirectUris: [REDIRECT_URI],
  label: 'Google',
}
const GITHUB = {
  clientId: 'portico-github',
  clientSecret: 'github-secret',
  redirectUris: [REDIRECT_URI],
  label: 'GitHub',
}

let oidc: LocalOidc
const warnings: unknown[] = []

beforeAll(async () => {
  // oidc-provider prints its development warnings with console.warn / console.info.
  vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args))
  vi.spyOn(console, 'info').mockImplementation((...args) => void warnings.push(args))
  oidc = await startLocalOidc({ clients: [GOOGLE, GITHUB] })
})

afterAll(async () => {
  await oidc?.stop()
  vi.restoreAllMocks()
})

async function discover(clientInfo = GOOGLE) {
  return client.discovery(
    new URL(oidc.issuer),
    clientInfo.clientId,
    undefined,
    client.ClientSecretBasic(clientInfo.clientSecret),
    { execute: [client.allowInsecureRequests] },
  )
}

/** A relying party's authorization request: PKCE S256, state and nonce. */
async function authorizationRequest(
  config: client.Configuration,
  extra: Record<string, string> = {},
) {
  const codeVerifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  })
  return { url, codeVerifier, state, nonce }
}

/** A cookie jar over fetch with manual redirects, as a browser keeps one. */
function createBrowser() {
  const cookies = new Map<string, string>()
  return async (url: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      cookies.set(name.trim(), value.trim())
    }
    return response
  }
}

describe('startLocalOidc', () => {
  it('default: discovery lists the code flow with PKCE S256 and the three scopes', async () => {
    const metadata = (await discover()).serverMetadata()
    expect(oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(metadata.issuer).toBe(oidc.issuer)
    expect(metadata.response_types_supported).toEqual(['code'])
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    )
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name', 'preferred_username']),
    )
  })

  it('behavior: the full flow by hand (form, post, redirects, code exchange) gives the claims', async () => {
    const config = await discover()
    const request = await authorizationRequest(config)
    const browser = createBrowser()

    const toInteraction = await browser(request.url)
    expect(toInteraction.status).toBe(303)
    const interactionUrl = new URL(toInteraction.headers.get('location') ?? '', oidc.issuer)
    const form = await browser(interactionUrl)
    const html = await form.text()
    expect(form.status).toBe(200)
    expect(html).toContain('Sign in with Google (local stand-in)')
    expect(html).toContain('<label for="email">E-mail</label>')
    expect(html).toContain('<label for="name">Name</label>')
    expect(html).toContain('<button type="submit">Continue</button>')
    const csp = form.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self' http://127.0.0.1:5180")
    expect(html).not.toMatch(/<script|https?:\/\/(?!127)/)

    let response = await browser(interactionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Ada@Example.org', name: 'Ada', emailVerified: 'on' }),
    })
    let location = response.headers.get('location') ?? ''
    // Redirects within the provider (resume), until it sends the browser back to the client.
    while (response.status === 303 && location.startsWith(oidc.issuer)) {
      response = await browser(location)
      location = new URL(response.headers.get('location') ?? '', oidc.issuer).href
    }
    expect(location.startsWith(`${REDIRECT_URI}?`)).toBe(true)
    const resultUrl = new URL(location)
    expect(resultUrl.searchParams.get('state')).toBe(request.state)

    const tokens = await client.authorizationCodeGrant(config, resultUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    })
    expect(tokens.claims()).toMatchObject({
      iss: oidc.issuer,
      aud: GOOGLE.clientId,
      sub: subjectOf('ada@example.org'),
      email: 'ada@example.org',
      email_verified: true,
      name: 'Ada',
      preferred_username: 'ada',
      nonce: request.nonce,
    })
    const userinfo = await client.fetchUserInfo(
      config,
      tokens.access_token,
      subjectOf('ada@example.org'),
    )
    expect(userinfo).toMatchObject({ email: 'ada@example.org', email_verified: true, name: 'Ada' })
  })

  it('behavior: the same e-mail signs in twice as the same subject, another e-mail as another', async () => {
    const config = await discover()
    const subjects: string[] = []
    for (const email of ['grace@example.org', 'GRACE@example.org', 'linus@example.org']) {
      const request = await authorizationRequest(config)
      const resultUri = await signInHeadless(request.url, { email })
      const tokens = await client.authorizationCodeGrant(config, new URL(resultUri), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      })
      subjects.push(tokens.claims()?.sub ?? '')
    }
    expect(subjects[0]).toBe(subjects[1])
    expect(subjects[2]).not.toBe(subjects[0])
  })

  it("behavior: a code exchanged once the provider's 1 s session has ended still gives the tokens", async () => {
    // A busy machine took over a second from the form to the server's exchange: the code must not
    // die with the session, which is that short only so that no sign-in is remembered.
    const config = await discover()
    const request = await authorizationRequest(config)
    const resultUri = await signInHeadless(request.url, { email: 'slow@example.org' })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 5_000)
      const tokens = await client.authorizationCodeGrant(config, new URL(resultUri), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      })
      expect(tokens.claims()).toMatchObject({ email: 'slow@example.org' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('parameters: the verified box left unticked gives email_verified false', async () => {
    const config = await discover(GITHUB)
    const request = await authorizationRequest(config)
    const resultUri = await signInHeadless(request.url, {
      email: 'unverified@example.org',
      emailVerified: false,
    })
    const tokens = await client.authorizationCodeGrant(config, new URL(resultUri), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    expect(tokens.claims()).toMatchObject({
      aud: GITHUB.clientId,
      email: 'unverified@example.org',
      email_verified: false,
      name: 'unverified',
    })
  })

  it('behavior: a request without PKCE comes back with an error, not a code', async () => {
    const config = await discover()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      state: 'no-pkce-state',
    })
    const resultUri = new URL(await signInHeadless(url, { email: 'ada@example.org' }))
    expect(resultUri.searchParams.get('error')).toBe('invalid_request')
    expect(resultUri.searchParams.get('code')).toBeNull()
  })

  it('behavior: a wrong code verifier is refused at the token endpoint', async () => {
    const config = await discover()
    const request = await authorizationRequest(config)
    const resultUri = await signInHeadless(request.url, { email: 'ada@example.org' })
    await expect(
      client.authorizationCodeGrant(config, new URL(resultUri), {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('behavior: an invalid e-mail shows the form again with the reason', async () => {
    const config = await discover()
    const request = await authorizationRequest(config)
    const browser = createBrowser()
    const toInteraction = await browser(request.url)
    const interactionUrl = new URL(toInteraction.headers.get('location') ?? '', oidc.issuer)
    await browser(interactionUrl)
    const response = await browser(interactionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'not-an-email', name: '<b>Ada</b>' }),
    })
    const html = await response.text()
    expect(response.status).toBe(400)
    expect(html).toContain('<div role="alert">Invalid email address</div>')
    expect(html).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"')
  })

  it('behavior: an unknown redirect URI is refused on the provider page', async () => {
    const config = await discover()
    const request = await authorizationRequest(config, {
      redirect_uri: 'https://evil.example/callback',
    })
    await expect(signInHeadless(request.url, { email: 'ada@example.org' })).rejects.toThrow(
      HeadlessSignInError,
    )
    const page = await fetch(request.url, { redirect: 'manual' })
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('redirect_uri did not match any of the client')
  })

  it('behavior: an interaction page without its cookie says the session is gone', async () => {
    const response = await fetch(`${oidc.issuer}/interaction/unknown-uid`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Sign-in session not found')
  })

  it('behavior: oidc-provider prints no development warnings', () => {
    expect(warnings).toEqual([])
  })

  it('parameters: a taken port fails with LocalOidcStartError, and stop() is idempotent', async () => {
    const port = Number(new URL(oidc.issuer).port)
    await expect(startLocalOidc({ port, clients: [GOOGLE] })).rejects.toThrow(LocalOidcStartError)
    const other = await startLocalOidc({ clients: [GOOGLE] })
    await other.stop()
    await other.stop()
    await expect(fetch(`${other.issuer}/.well-known/openid-configuration`)).rejects.toThrow()
  })
})
