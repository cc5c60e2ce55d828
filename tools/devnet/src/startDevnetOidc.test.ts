import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from './ports.ts'
import {
  DEVNET_SOCIAL_PROVIDERS,
  type DevnetOidc,
  devnetSocialClientId,
  devnetSocialRedirectUri,
  startDevnetOidc,
} from './startDevnetOidc.ts'

let oidc: DevnetOidc
let port: number

beforeAll(async () => {
  port = await getFreePort()
  oidc = await startDevnetOidc({ host: '127.0.0.1', port, secureSitePort: 6180 })
})

afterAll(async () => {
  await oidc?.stop()
})

/** The sign-in page a browser reaches for a provider's client (PKCE S256, as the server asks). */
async function signInPageOf(clientId: string, redirectUri: string): Promise<Response> {
  const verifier = randomBytes(32).toString('base64url')
  const url = new URL(`${oidc.issuer}/auth`)
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'devnet-state',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  const first = await fetch(url, { redirect: 'manual' })
  const location = first.headers.get('location')
  if (location === null) return first
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return fetch(new URL(location, oidc.issuer), { headers: { cookie } })
}

describe('startDevnetOidc', () => {
  it('default: listens on the given port with a fresh client secret', async () => {
    expect(oidc.issuer).toBe(`http://127.0.0.1:${port}`)
    expect(oidc.clientSecret).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const discovery = await fetch(`${oidc.issuer}/.well-known/openid-configuration`)
    expect((await discovery.json()).issuer).toBe(oidc.issuer)
  })

  it.each(DEVNET_SOCIAL_PROVIDERS)(
    'default: $label has client portico-$id',
    async ({ id, label }) => {
      const page = await signInPageOf(devnetSocialClientId(id), devnetSocialRedirectUri(6180))
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(`Sign in with ${label} (local stand-in)`)
    },
  )

  it('error: a redirect URI other than the secure site’s callback page is refused', async () => {
    const page = await signInPageOf('portico-google', 'http://127.0.0.1:5173/social-callback.html')
    expect(page.status).toBe(400)
  })

  it('behavior: stop() ends it', async () => {
    const other = await startDevnetOidc({
      host: '127.0.0.1',
      port: await getFreePort(),
      secureSitePort: 6180,
    })
    await other.stop()
    await expect(fetch(`${other.issuer}/.well-known/openid-configuration`)).rejects.toThrow()
  })
})
