import { installFarcasterRegistry, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { DEVNET_FARCASTER_ACCOUNTS } from '@portico/devnet/farcaster'
import {
  type ApproveFarcasterSignInParameters,
  approveFarcasterSignIn,
} from '@portico/farcaster-test-client'
import { type FarcasterRelay, startFarcasterRelay } from '@portico/local-farcaster-relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newVisitor, type Visitor } from '../../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
  TEST_SECURE_SITE_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import { TEST_PROJECT_ID } from '../../testing/createTestServer.ts'

// The whole Sign In With Farcaster through the server: a real anvil with the devnet's ID
// registry stand-in, the local relay, and the scripted Farcaster client signing with the test
// fids' custody keys, as a Farcaster app would.
let anvil: TestAnvil
let relay: FarcasterRelay
let server: AuthTestServer
const servers: AuthTestServer[] = []
const [alice, bob] = DEVNET_FARCASTER_ACCOUNTS
if (!alice || !bob) throw new Error('the devnet has no Farcaster test accounts')

type FarcasterInput = NonNullable<Parameters<typeof createAuthTestServer>[0]>['farcaster']

const farcasterConfig = (overrides: Partial<NonNullable<FarcasterInput>> = {}) => ({
  relayUrl: relay.url,
  idRegistryRpcUrl: anvil.rpcUrl,
  connectWaitMs: 2_000,
  ...overrides,
})

async function startServer(farcaster: FarcasterInput) {
  const started = await createAuthTestServer(farcaster === undefined ? {} : { farcaster })
  servers.push(started)
  return started
}

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
  await installFarcasterRegistry({ rpcUrl: anvil.rpcUrl })
  relay = await startFarcasterRelay()
  server = await startServer(farcasterConfig())
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map((started) => started.close()))
  await relay?.stop()
  await anvil?.stop()
})

const post = (target: AuthTestServer, url: string, body: unknown, ip = '127.0.0.1') =>
  target.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', origin: TEST_SECURE_SITE_ORIGIN },
    payload: JSON.stringify(body),
  })

const openChannel = (visitor: Visitor, target = server, body: Record<string, unknown> = {}) =>
  post(
    target,
    '/auth/v1/farcaster/channel',
    { deviceId: visitor.deviceId, projectId: TEST_PROJECT_ID, origin: TEST_DAPP_ORIGIN, ...body },
    visitor.ip,
  )

const connect = (visitor: Visitor, channelToken: string, target = server) =>
  post(target, '/auth/v1/farcaster/connect', { channelToken }, visitor.ip)

/** A channel, approved by the scripted client; answers the server's channel token. */
async function approvedChannel(
  visitor: Visitor,
  approval: Omit<ApproveFarcasterSignInParameters, 'url'>,
  target = server,
) {
  const opened = await openChannel(visitor, target)
  expect(opened.statusCode).toBe(200)
  const { url, channelToken } = opened.json<{ url: string; channelToken: string }>()
  await approveFarcasterSignIn({ url, ...approval })
  return { url, channelToken }
}

describe('POST /auth/v1/farcaster/channel', () => {
  it('default: a relay channel with the server’s nonce, the secure site as URI and domain; a token of our own', async () => {
    const response = await openChannel(newVisitor())
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { url, channelToken } = response.json()
    expect(channelToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const page = new URL(url)
    expect(page.origin).toBe(relay.url)
    expect(page.searchParams.get('siweUri')).toBe(TEST_SECURE_SITE_ORIGIN)
    expect(page.searchParams.get('domain')).toBe(new URL(TEST_SECURE_SITE_ORIGIN).host)
    expect(page.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(page.searchParams.get('expirationTime')).not.toBeNull()
    // The relay's token is in the URL anyone may see; the server's is not.
    expect(page.searchParams.get('channelToken')).not.toBe(channelToken)
    expect(url).not.toContain(channelToken)
  })

  it('error: an origin the project does not allow is 403 before any channel', async () => {
    const before = relay.channels.size()
    const response = await openChannel(newVisitor(), server, { origin: 'https://evil.test' })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('ORIGIN_NOT_ALLOWED')
    expect(relay.channels.size()).toBe(before)
  })

  it('error: without auth.farcaster, Farcaster is off (FARCASTER_UNAVAILABLE)', async () => {
    const off = await startServer(undefined)
    const visitor = newVisitor()
    const opened = await openChannel(visitor, off)
    expect(opened.statusCode).toBe(400)
    expect(opened.json()).toEqual({
      code: 'FARCASTER_UNAVAILABLE',
      message: 'Farcaster sign-in is not available on this server',
    })
    const connected = await connect(visitor, 'A'.repeat(43), off)
    expect(connected.json().code).toBe('FARCASTER_UNAVAILABLE')
  })
})

describe('POST /auth/v1/farcaster/connect', () => {
  it('default: the approved sign-in opens a session for fid 1001 with its username and picture', async () => {
    const visitor = newVisitor()
    const { channelToken } = await approvedChannel(visitor, { account: alice })
    const response = await connect(visitor, channelToken)
    expect(response.statusCode).toBe(200)
    const session = response.json()
    expect(session).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(Number),
      user: {
        id: expect.any(String),
        email: null,
        address: null,
        userName: 'alice',
        socialProvider: 'farcaster',
        profileImage: `${relay.url}/~/avatar/1001.svg`,
      },
    })
    const me = await server.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(session.user.id)
    // One try: the channel is used up.
    expect((await connect(visitor, channelToken)).json().code).toBe('FARCASTER_CHANNEL_INVALID')
  })

  it('behavior: the same fid reaches the same user, on another device too; the profile is refreshed', async () => {
    const first = await approvedChannel(newVisitor(), { account: bob })
    const firstUser = (await connect(newVisitor(), first.channelToken)).json().user
    const visitor = newVisitor()
    const again = await approvedChannel(visitor, {
      account: { ...bob, username: 'bob2', pfpUrl: 'https://img.example/bob.png' },
    })
    const secondUser = (await connect(visitor, again.channelToken)).json().user
    expect(secondUser).toMatchObject({
      id: firstUser.id,
      userName: 'bob2',
      profileImage: 'https://img.example/bob.png',
    })
  })

  it('behavior: answers pending while the client has not approved, then the session', async () => {
    const visitor = newVisitor()
    const opened = (await openChannel(visitor)).json()
    const started = Date.now()
    const pending = await connect(visitor, opened.channelToken)
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toEqual({ state: 'pending' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900)
    const [connected] = await Promise.all([
      connect(visitor, opened.channelToken),
      approveFarcasterSignIn({ url: opened.url, account: alice }),
    ])
    expect(connected.json().user.userName).toBe('alice')
  })

  it('behavior: a picture that is not an http(s) URL is not stored', async () => {
    const visitor = newVisitor()
    const { channelToken } = await approvedChannel(visitor, {
      account: { ...alice, pfpUrl: 'javascript:alert(1)' },
    })
    expect((await connect(visitor, channelToken)).json().user.profileImage).toBeNull()
  })

  it('attack: a forged signature (not the custody key) is 401 and opens no session', async () => {
    const visitor = newVisitor()
    const { channelToken } = await approvedChannel(visitor, { account: alice, forge: true })
    const response = await connect(visitor, channelToken)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: 'FARCASTER_SIGNATURE_INVALID',
      message: 'Farcaster sign-in could not be verified',
    })
    expect(response.json().token).toBeUndefined()
    // Used up: no second try with the same channel.
    expect((await connect(visitor, channelToken)).statusCode).toBe(400)
  })

  it.each([
    ['another nonce', { nonce: 'replayedNonce1234' }],
    ['another domain', { domain: 'evil.example' }],
    ['another URI', { uri: 'https://evil.example' }],
  ])('attack: a message signing %s is 401', async (_case, overrides) => {
    const visitor = newVisitor()
    const { channelToken } = await approvedChannel(visitor, { account: alice, overrides })
    const response = await connect(visitor, channelToken)
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('FARCASTER_SIGNATURE_INVALID')
  })

  it('attack: a custody key claiming a fid it does not own is 401', async () => {
    const visitor = newVisitor()
    const { channelToken } = await approvedChannel(visitor, {
      account: { ...alice, fid: bob.fid, username: 'bob' },
    })
    expect((await connect(visitor, channelToken)).statusCode).toBe(401)
  })

  it('error: a channel token this server did not give is FARCASTER_CHANNEL_INVALID', async () => {
    const response = await connect(newVisitor(), 'B'.repeat(43))
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('FARCASTER_CHANNEL_INVALID')
    expect((await connect(newVisitor(), 'short')).json().code).toBe('BAD_REQUEST')
  })

  it('error: a channel past its time is 410 "Farcaster sign-in expired"', async () => {
    const short = await startServer(farcasterConfig({ channelTtlMs: 1_000, connectWaitMs: 200 }))
    const visitor = newVisitor()
    const { channelToken } = (await openChannel(visitor, short)).json()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const response = await connect(visitor, channelToken, short)
    expect(response.statusCode).toBe(410)
    expect(response.json()).toEqual({
      code: 'FARCASTER_CHANNEL_EXPIRED',
      message: 'Farcaster sign-in expired',
    })
  })

  it('error: a channel the relay forgot (its own expiry) is 410', async () => {
    const forgetful = await startFarcasterRelay({ channelTtlMs: 300 })
    try {
      const target = await startServer(farcasterConfig({ relayUrl: forgetful.url }))
      const visitor = newVisitor()
      const { channelToken } = (await openChannel(visitor, target)).json()
      await new Promise((resolve) => setTimeout(resolve, 400))
      const response = await connect(visitor, channelToken, target)
      expect(response.statusCode).toBe(410)
      expect(response.json().code).toBe('FARCASTER_CHANNEL_EXPIRED')
    } finally {
      await forgetful.stop()
    }
  })

  it('error: the relay down is 502 for the channel and for the connect', async () => {
    const doomed = await startFarcasterRelay()
    const target = await startServer(farcasterConfig({ relayUrl: doomed.url }))
    const visitor = newVisitor()
    const { channelToken } = (await openChannel(visitor, target)).json()
    await doomed.stop()
    const connected = await connect(visitor, channelToken, target)
    expect(connected.statusCode).toBe(502)
    expect(connected.json().code).toBe('UPSTREAM_ERROR')
    const opened = await openChannel(newVisitor(), target)
    expect(opened.statusCode).toBe(502)
    expect(opened.json()).toEqual({
      code: 'UPSTREAM_ERROR',
      message: 'Could not reach the Farcaster relay',
    })
  })

  it('error: the ID registry’s chain down is 502, not a refused signature', async () => {
    const target = await startServer(farcasterConfig({ idRegistryRpcUrl: 'http://127.0.0.1:9' }))
    const visitor = newVisitor()
    const { channelToken } = await approvedChannel(visitor, { account: alice }, target)
    const response = await connect(visitor, channelToken, target)
    expect(response.statusCode).toBe(502)
    expect(response.json().code).toBe('UPSTREAM_ERROR')
  })
})
