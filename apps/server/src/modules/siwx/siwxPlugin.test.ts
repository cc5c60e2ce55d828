import { formatSiwxMessage, type SiwxMessageData } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import {
  SIWX_NONCE_TTL_MS,
  SIWX_NONCES_PER_MINUTE,
  SIWX_SESSION_MAX_TTL_MS,
} from './siwxConstants.ts'
import {
  bitcoinTestSigner,
  evmTestSigner,
  type SiwxTestSigner,
  signedSiwxBody,
  siwxTestData,
  solanaTestSigner,
} from './testing/siwxTestSigners.ts'

// The whole service (buildServer) on a temporary SQLite file; every signature is real. Time
// moves with vi.setSystemTime (only Date is faked: timers and I/O run as usual).
const OTHER_PROJECT_ID = 'other-project'
const ORIGIN = 'https://shop.example.org'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let server: TestServer
let signers: Record<'evm' | 'solana' | 'bitcoin', SiwxTestSigner>

beforeAll(async () => {
  server = await createTestServer({
    projects: [
      { id: TEST_PROJECT_ID, name: 'Shop', allowedOrigins: ['https://*.example.org'] },
      { id: OTHER_PROJECT_ID, name: 'Other', allowedOrigins: ['https://*.example.org'] },
    ],
    indexer: { enabled: false },
  })
  signers = {
    evm: evmTestSigner(0),
    solana: await solanaTestSigner(),
    bitcoin: bitcoinTestSigner(),
  }
}, 60_000)

afterAll(async () => {
  await server?.close()
})

afterEach(() => {
  vi.useRealTimers()
})

interface CallOptions {
  projectId?: string
  /** null: no Origin header (server to server). */
  origin?: string | null
  token?: string
  remoteAddress?: string
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: CallOptions = {},
  payload?: unknown,
) {
  const headers: Record<string, string> = {}
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  const separator = path.includes('?') ? '&' : '?'
  const projectId = options.projectId ?? TEST_PROJECT_ID
  return server.app.inject({
    method,
    url: projectId === '' ? path : `${path}${separator}projectId=${projectId}&st=portico&sv=0.1.0`,
    headers,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
}

async function issueNonce(options: CallOptions = {}): Promise<string> {
  const response = await call('POST', '/siwx/v1/nonce', options, {})
  expect(response.statusCode).toBe(200)
  return response.json().nonce
}

/** Message data for `signer` with a fresh nonce of the project, issued now. */
async function freshData(
  signer: SiwxTestSigner,
  overrides: Partial<SiwxMessageData> = {},
  options: CallOptions = {},
) {
  return siwxTestData(signer, ORIGIN, await issueNonce(options), overrides)
}

function postSession(body: unknown, options: CallOptions = {}) {
  return call('POST', '/siwx/v1/sessions', options, body)
}

/** Signs in and returns the answer's body. */
async function signIn(
  signer: SiwxTestSigner,
  overrides: Partial<SiwxMessageData> = {},
  options: CallOptions = {},
) {
  const body = await signedSiwxBody(signer, await freshData(signer, overrides, options))
  const response = await postSession(body, options)
  expect(response.statusCode).toBe(200)
  return { ...response.json(), body } as {
    token: string
    session: Record<string, unknown>
    expiresAt: string
    body: Awaited<ReturnType<typeof signedSiwxBody>>
  }
}

function getSessions(
  token: string | undefined,
  chainId: string,
  address: string,
  options: CallOptions = {},
) {
  const query = `chainId=${encodeURIComponent(chainId)}&address=${encodeURIComponent(address)}`
  return call('GET', `/siwx/v1/sessions?${query}`, {
    ...options,
    ...(token === undefined ? {} : { token }),
  })
}

function expectRefusal(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toMatchObject({ code })
}

const FAMILIES = ['evm', 'solana', 'bitcoin'] as const

describe('the sign-in flow', () => {
  it('default: nonce → sessions → GET sessions → me → DELETE → GET is 401', async () => {
    const signer = signers.evm
    const nonceResponse = await call('POST', '/siwx/v1/nonce', {}, {})
    expect(nonceResponse.statusCode).toBe(200)
    expect(nonceResponse.headers['access-control-allow-origin']).toBe(ORIGIN)
    const { nonce } = nonceResponse.json()

    const body = await signedSiwxBody(signer, siwxTestData(signer, ORIGIN, nonce))
    const created = await postSession(body)
    expect(created.statusCode).toBe(200)
    const { token, session, expiresAt } = created.json()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session).toEqual(body)
    expect(expiresAt).toBe(body.data.expirationTime)

    const listed = await getSessions(token, signer.chainId, signer.address)
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual({ sessions: [body] })

    const me = await call('GET', '/siwx/v1/me', { origin: null, projectId: '', token })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({
      address: signer.address,
      chainId: signer.chainId,
      projectId: TEST_PROJECT_ID,
      origin: ORIGIN,
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expiresAt: body.data.expirationTime,
    })

    const revoked = await call('DELETE', '/siwx/v1/sessions/current', { token })
    expect(revoked.statusCode).toBe(204)
    expect(revoked.body).toBe('')

    expectRefusal(await getSessions(token, signer.chainId, signer.address), 401, 'SESSION_INVALID')
  })

  it.each(FAMILIES)('default: a %s account signs in and finds its session', async (family) => {
    const signer = signers[family]
    const { token, body } = await signIn(signer)
    const listed = await getSessions(token, signer.chainId, signer.address)
    expect(listed.json()).toEqual({ sessions: [body] })
  })
})

describe('POST /siwx/v1/nonce', () => {
  it.each([
    ['{}', { 'content-type': 'application/json' }, '{}'],
    ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ['no body at all', {}, undefined],
  ])(
    'default: with %s, 24 letters and digits valid 10 minutes',
    async (_case, headers, payload) => {
      const before = Date.now()
      const response = await server.app.inject({
        method: 'POST',
        url: `/siwx/v1/nonce?projectId=${TEST_PROJECT_ID}`,
        headers: { origin: ORIGIN, ...headers },
        ...(payload === undefined ? {} : { payload }),
      })
      expect(response.statusCode).toBe(200)
      const { nonce, expiresAt } = response.json()
      expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
      expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + SIWX_NONCE_TTL_MS)
      expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + SIWX_NONCE_TTL_MS)
    },
  )

  it('error: an origin the project does not allow is 403 ORIGIN_NOT_ALLOWED, unreadable', async () => {
    const response = await call('POST', '/siwx/v1/nonce', { origin: 'https://evil.example' }, {})
    expectRefusal(response, 403, 'ORIGIN_NOT_ALLOWED')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it.each([
    ['no project id', '', 400, 'PROJECT_ID_MISSING'],
    ['an unknown project id', 'nope', 401, 'INVALID_PROJECT_ID'],
  ])('error: %s is refused', async (_case, projectId, status, code) => {
    expectRefusal(await call('POST', '/siwx/v1/nonce', { projectId }, {}), status, code)
  })

  it('error: a body that is not an object is 400 BAD_REQUEST', async () => {
    expectRefusal(await call('POST', '/siwx/v1/nonce', {}, [1]), 400, 'BAD_REQUEST')
  })

  it(`error: nonce number ${SIWX_NONCES_PER_MINUTE + 1} in a minute from one IP is 429 with Retry-After`, async () => {
    const remoteAddress = '203.0.113.7'
    for (let index = 0; index < SIWX_NONCES_PER_MINUTE; index++)
      expect((await call('POST', '/siwx/v1/nonce', { remoteAddress }, {})).statusCode).toBe(200)
    const limited = await call('POST', '/siwx/v1/nonce', { remoteAddress }, {})
    expectRefusal(limited, 429, 'RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    // Another client is not held back.
    expect(
      (await call('POST', '/siwx/v1/nonce', { remoteAddress: '203.0.113.8' }, {})).statusCode,
    ).toBe(200)
  })
})

describe('POST /siwx/v1/sessions', () => {
  it('behavior: the session lasts until the expiration time, or 7 days when that is later', async () => {
    const signer = signers.evm
    const soon = new Date(Date.now() + DAY).toISOString()
    expect((await signIn(signer, { expirationTime: soon })).expiresAt).toBe(soon)
    for (const expirationTime of [new Date(Date.now() + 30 * DAY).toISOString(), undefined]) {
      const before = Date.now()
      const { expiresAt } = await signIn(signer, { expirationTime })
      expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + SIWX_SESSION_MAX_TTL_MS)
      expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + SIWX_SESSION_MAX_TTL_MS)
    }
  })

  it('behavior: a CAIP-74 cacao is kept and given back with the session', async () => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer))
    const cacao = {
      h: { t: 'caip122' },
      p: { aud: body.data.uri },
      s: { t: 'eip191', s: body.signature },
    }
    const created = await postSession({ ...body, cacao })
    expect(created.statusCode).toBe(200)
    expect(created.json().session).toEqual({ ...body, cacao })
    const listed = await getSessions(created.json().token, signer.chainId, signer.address)
    expect(listed.json().sessions).toEqual([{ ...body, cacao }])
  })

  it('behavior: minimal data (no statement, expiration or resources) signs in', async () => {
    const signer = signers.evm
    const data = await freshData(signer, { statement: undefined, expirationTime: undefined })
    const response = await postSession(await signedSiwxBody(signer, data))
    expect(response.statusCode).toBe(200)
  })

  it('error: a message that is not formatSiwxMessage(data) is 400 INVALID_MESSAGE', async () => {
    const signer = signers.evm
    const data = await freshData(signer)
    // The wallet was shown (and signed) another statement than the data states.
    const shown = formatSiwxMessage({ ...data, statement: 'Approve everything.' })
    const response = await postSession({
      data,
      message: shown,
      signature: await signer.sign(shown),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'INVALID_MESSAGE',
      message: 'The message is not the sign-in text of its data',
    })
  })

  it('error: a nonce used once already is 400 INVALID_NONCE', async () => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer))
    expect((await postSession(body)).statusCode).toBe(200)
    const again = await postSession(body)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ code: 'INVALID_NONCE', message: 'Invalid or expired nonce' })
  })

  it('error: two sign-ins racing with one nonce: one succeeds, the other is INVALID_NONCE', async () => {
    const signer = signers.evm
    const nonce = await issueNonce()
    const first = await signedSiwxBody(signer, siwxTestData(signer, ORIGIN, nonce))
    const second = await signedSiwxBody(
      signer,
      siwxTestData(signer, ORIGIN, nonce, { requestId: 'b' }),
    )
    const answers = await Promise.all([postSession(first), postSession(second)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe('INVALID_NONCE')
  })

  it('error: a nonce older than 10 minutes is 400 INVALID_NONCE', async () => {
    const signer = signers.evm
    const nonce = await issueNonce()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + SIWX_NONCE_TTL_MS + 1000)
    const body = await signedSiwxBody(signer, siwxTestData(signer, ORIGIN, nonce))
    expectRefusal(await postSession(body), 400, 'INVALID_NONCE')
  })

  it.each([
    ['never issued', async () => 'k2Xw9fQ1pLm3Qr7TzzzzzzZZ'],
    ['issued for another project', async () => issueNonce({ projectId: OTHER_PROJECT_ID })],
  ])('error: a nonce %s is 400 INVALID_NONCE', async (_case, nonceOf) => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, siwxTestData(signer, ORIGIN, await nonceOf()))
    expectRefusal(await postSession(body), 400, 'INVALID_NONCE')
  })

  it('behavior: a refused signature does not use the nonce up', async () => {
    const signer = signers.evm
    const data = await freshData(signer)
    const message = formatSiwxMessage(data)
    const forged = { data, message, signature: await evmTestSigner(1).sign(message) }
    expectRefusal(await postSession(forged), 401, 'INVALID_SIGNATURE')
    expect(
      (await postSession({ ...forged, signature: await signer.sign(message) })).statusCode,
    ).toBe(200)
  })

  it.each([
    ['another domain', { domain: 'evil.example' }, ORIGIN],
    ['a URI on another origin', { uri: 'https://evil.example/login' }, ORIGIN],
    ['another allowed page of the project', {}, 'https://blog.example.org'],
  ])('error: a message for %s is 403 DOMAIN_MISMATCH', async (_case, overrides, origin) => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer, overrides))
    const response = await postSession(body, { origin })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ code: 'DOMAIN_MISMATCH', message: 'Unverified Domain' })
    // The page may read the refusal, so the kit can show 'Unverified Domain'.
    expect(response.headers['access-control-allow-origin']).toBe(origin)
  })

  it('error: a sign-in without an Origin header (not from a page) is 403 DOMAIN_MISMATCH', async () => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer))
    expectRefusal(await postSession(body, { origin: null }), 403, 'DOMAIN_MISMATCH')
  })

  it.each([
    [
      'issued 6 minutes ago',
      () => ({ issuedAt: new Date(Date.now() - 6 * MINUTE).toISOString() }),
      'MESSAGE_EXPIRED',
    ],
    [
      'expired',
      () => ({ expirationTime: new Date(Date.now() - 1000).toISOString() }),
      'MESSAGE_EXPIRED',
    ],
    [
      'issued 6 minutes ahead',
      () => ({ issuedAt: new Date(Date.now() + 6 * MINUTE).toISOString() }),
      'MESSAGE_NOT_YET_VALID',
    ],
    [
      'not valid before tomorrow',
      () => ({ notBefore: new Date(Date.now() + DAY).toISOString() }),
      'MESSAGE_NOT_YET_VALID',
    ],
  ])('error: a message %s is 400 %s', async (_case, overrides, code) => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer, overrides()))
    expectRefusal(await postSession(body), 400, code)
  })

  it.each(FAMILIES)(
    "error: %s, another key's signature is 401 INVALID_SIGNATURE",
    async (family) => {
      const signer = signers[family]
      const stranger = {
        evm: evmTestSigner(1),
        solana: await solanaTestSigner(),
        bitcoin: bitcoinTestSigner(9),
      }[family]
      const data = await freshData(signer)
      const message = formatSiwxMessage(data)
      const response = await postSession({ data, message, signature: await stranger.sign(message) })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 'INVALID_SIGNATURE', message: 'Invalid signature' })
    },
  )

  it.each([
    ['a chain family this server cannot verify', { chainId: 'cosmos:cosmoshub-4' }, 'data.chainId'],
    [
      'an unknown Bitcoin network',
      { chainId: 'bip122:00000000000000000000000000000000' },
      'data.chainId',
    ],
    ['version 2', { version: '2' }, 'data.version'],
    [
      'a Solana address on an EVM chain',
      { accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
      'data.accountAddress',
    ],
    [
      'a statement of two lines',
      { statement: 'Sign in.\nURI: https://evil.example' },
      'data.statement',
    ],
    ['a nonce with symbols', { nonce: 'abc-def-ghi' }, 'data.nonce'],
    ['an issuedAt that is not a date', { issuedAt: 'yesterday' }, 'data.issuedAt'],
    ['a domain with a path', { domain: 'shop.example.org/x' }, 'data.domain'],
  ])('error: %s is 400 BAD_REQUEST naming the field', async (_case, overrides, field) => {
    const signer = signers.evm
    const data = { ...(await freshData(signer)), ...overrides }
    const response = await postSession({ data, message: 'x', signature: '0x00' })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `))
  })

  it('error: a body over 16 KiB is 413', async () => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer))
    const response = await postSession({ ...body, cacao: { padding: 'x'.repeat(17 * 1024) } })
    expect(response.statusCode).toBe(413)
  })

  it('error: the sessions of another project cannot be created with this one’s nonce', async () => {
    const signer = signers.evm
    const body = await signedSiwxBody(signer, await freshData(signer))
    expectRefusal(await postSession(body, { projectId: OTHER_PROJECT_ID }), 400, 'INVALID_NONCE')
  })
})

describe('GET /siwx/v1/sessions', () => {
  it('behavior: an EVM address is matched whatever its case', async () => {
    const signer = signers.evm
    const { token, body } = await signIn(signer)
    const listed = await getSessions(token, signer.chainId, signer.address.toLowerCase())
    expect(listed.json()).toEqual({ sessions: [body] })
  })

  it.each([
    [
      'another address',
      'evm',
      (s: SiwxTestSigner) => ({ chainId: s.chainId, address: evmTestSigner(1).address }),
    ],
    [
      'another network',
      'evm',
      (s: SiwxTestSigner) => ({ chainId: 'eip155:1', address: s.address }),
    ],
    [
      'a Solana address in another case',
      'solana',
      (s: SiwxTestSigner) => ({ chainId: s.chainId, address: s.address.toLowerCase() }),
    ],
  ] as const)(
    'behavior: a valid token asked about %s gives no sessions',
    async (_case, family, target) => {
      const signer = signers[family]
      const { token } = await signIn(signer)
      const { chainId, address } = target(signer)
      const listed = await getSessions(token, chainId, address)
      expect(listed.statusCode).toBe(200)
      expect(listed.json()).toEqual({ sessions: [] })
    },
  )

  it.each([
    ['no token', undefined],
    ['a malformed token', 'abc'],
    ['an unknown token', 'A'.repeat(43)],
  ])('error: %s is 401 SESSION_INVALID with a Bearer challenge', async (_case, token) => {
    const signer = signers.evm
    const response = await getSessions(token, signer.chainId, signer.address)
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer')
    expect(response.json()).toEqual({
      code: 'SESSION_INVALID',
      message: 'Sign-in session missing, expired or signed out',
    })
  })

  it("error: another project's token is 401 SESSION_INVALID", async () => {
    const signer = signers.evm
    const { token } = await signIn(signer)
    const response = await getSessions(token, signer.chainId, signer.address, {
      projectId: OTHER_PROJECT_ID,
    })
    expectRefusal(response, 401, 'SESSION_INVALID')
  })

  it('error: an expired session is 401 SESSION_INVALID', async () => {
    const signer = signers.evm
    const expirationTime = new Date(Date.now() + 2 * MINUTE).toISOString()
    const { token } = await signIn(signer, { expirationTime })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse(expirationTime))
    expectRefusal(await getSessions(token, signer.chainId, signer.address), 401, 'SESSION_INVALID')
  })

  it('error: a missing chainId is 400 BAD_REQUEST', async () => {
    const { token } = await signIn(signers.evm)
    const response = await call('GET', `/siwx/v1/sessions?address=${signers.evm.address}`, {
      token,
    })
    expectRefusal(response, 400, 'BAD_REQUEST')
  })
})

describe('DELETE /siwx/v1/sessions/current', () => {
  it('behavior: signing out twice is 204 both times', async () => {
    const { token } = await signIn(signers.solana)
    expect((await call('DELETE', '/siwx/v1/sessions/current', { token })).statusCode).toBe(204)
    expect((await call('DELETE', '/siwx/v1/sessions/current', { token })).statusCode).toBe(204)
    expectRefusal(
      await call('GET', '/siwx/v1/me', { origin: null, projectId: '', token }),
      401,
      'SESSION_INVALID',
    )
  })

  it('behavior: signing out one session leaves the account’s other sessions signed in', async () => {
    const signer = signers.bitcoin
    const first = await signIn(signer)
    const second = await signIn(signer)
    expect(
      (await call('DELETE', '/siwx/v1/sessions/current', { token: first.token })).statusCode,
    ).toBe(204)
    expect(
      (await getSessions(second.token, signer.chainId, signer.address)).json().sessions,
    ).toHaveLength(1)
  })

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'B'.repeat(43) }],
  ])('error: %s is 401 SESSION_INVALID', async (_case, options) => {
    expectRefusal(
      await call('DELETE', '/siwx/v1/sessions/current', options),
      401,
      'SESSION_INVALID',
    )
  })

  it("error: another project's token is 401 and stays signed in", async () => {
    const signer = signers.evm
    const { token } = await signIn(signer)
    const response = await call('DELETE', '/siwx/v1/sessions/current', {
      token,
      projectId: OTHER_PROJECT_ID,
    })
    expectRefusal(response, 401, 'SESSION_INVALID')
    expect((await getSessions(token, signer.chainId, signer.address)).json().sessions).toHaveLength(
      1,
    )
  })
})

describe('GET /siwx/v1/me', () => {
  it.each([
    ['no project id', ''],
    ['its own project id', TEST_PROJECT_ID],
  ])(
    'default: a backend with the token and %s learns who is signed in',
    async (_case, projectId) => {
      const signer = signers.bitcoin
      const { token } = await signIn(signer)
      const me = await call('GET', '/siwx/v1/me', { origin: null, projectId, token })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toMatchObject({
        address: signer.address,
        chainId: signer.chainId,
        projectId: TEST_PROJECT_ID,
      })
    },
  )

  it("error: another project's id with the token is 401 SESSION_INVALID", async () => {
    const { token } = await signIn(signers.evm)
    const me = await call('GET', '/siwx/v1/me', {
      origin: null,
      projectId: OTHER_PROJECT_ID,
      token,
    })
    expectRefusal(me, 401, 'SESSION_INVALID')
  })

  it('error: no token is 401 SESSION_INVALID', async () => {
    expectRefusal(
      await call('GET', '/siwx/v1/me', { origin: null, projectId: '' }),
      401,
      'SESSION_INVALID',
    )
  })
})

describe('CORS', () => {
  it('behavior: a page may send DELETE with a Bearer token (the preflight allows both)', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: `/siwx/v1/sessions/current?projectId=${TEST_PROJECT_ID}`,
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-methods']).toContain('DELETE')
    expect(response.headers['access-control-allow-headers']).toContain('authorization')
  })
})
