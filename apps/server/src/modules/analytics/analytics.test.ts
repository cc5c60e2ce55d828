import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { createAdminToken, revokeAdminTokens } from '../projects/adminTokens.ts'

const QUIET_PROJECT_ID = 'quiet-project'
const OTHER_PROJECT_ID = 'other-project'
const ALLOWED_ORIGIN = 'https://shop.example.org'
const REFUSED_ORIGIN = 'https://evil.example'

let server: TestServer
let database: OpenedDatabase

beforeAll(async () => {
  server = await createTestServer({
    projects: [
      {
        id: TEST_PROJECT_ID,
        name: 'Test project',
        allowedOrigins: ['https://*.example.org'],
      },
      { id: QUIET_PROJECT_ID, name: 'Quiet', analyticsEnabled: false },
      { id: OTHER_PROJECT_ID, name: 'Other', allowedOrigins: ['https://*.example.org'] },
    ],
  })
  // The same database, opened beside the server as the CLI would.
  database = await openDatabase(server.config.databaseUrl)
}, 60_000)

afterAll(async () => {
  await database?.close()
  await server?.close()
})

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: 'MODAL_OPEN',
    url: 'https://shop.example.org/checkout?step=1',
    domain: 'shop.example.org',
    timestamp: 1_790_000_000_000,
    props: { type: 'track', address: '0xf39f', properties: { connected: false } },
    ...overrides,
  }
}

function postEvent(
  body: unknown,
  options: { projectId?: string; origin?: string | null; contentType?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
  }
  if (options.origin !== null) headers.origin = options.origin ?? ALLOWED_ORIGIN
  return server.app.inject({
    method: 'POST',
    url: `/e?projectId=${options.projectId ?? TEST_PROJECT_ID}&st=portico&sv=0.1.0`,
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function readEvents(projectId: string, query = '') {
  const token = await createAdminToken(database.db, projectId)
  const response = await server.app.inject({
    url: `/projects/v1/events?projectId=${projectId}${query}`,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.statusCode).toBe(200)
  return response.json() as { data: Record<string, unknown>[]; next: string | null }
}

describe('GET /getAnalyticsConfig', () => {
  it('default: analytics on unless the project turns it off', async () => {
    const on = await server.app.inject({
      url: `/getAnalyticsConfig?projectId=${TEST_PROJECT_ID}`,
      headers: { origin: ALLOWED_ORIGIN },
    })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ isAnalyticsEnabled: true })
    expect(on.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
    const off = await server.app.inject({
      url: `/getAnalyticsConfig?projectId=${QUIET_PROJECT_ID}`,
    })
    expect(off.json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('error: an origin the project does not allow → 403 the page can read', async () => {
    const response = await server.app.inject({
      url: `/getAnalyticsConfig?projectId=${TEST_PROJECT_ID}`,
      headers: { origin: REFUSED_ORIGIN },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'Unauthorized: origin not allowed',
    })
    expect(response.headers['access-control-allow-origin']).toBe(REFUSED_ORIGIN)
  })
})

describe('POST /e', () => {
  it('default: an event from an allowed origin is stored (204) and read back', async () => {
    const response = await postEvent(event({ eventId: 'CONNECT_SUCCESS' }))
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
    const { data } = await readEvents(TEST_PROJECT_ID)
    expect(data[0]).toEqual({
      id: expect.any(Number),
      eventId: 'CONNECT_SUCCESS',
      url: 'https://shop.example.org/checkout?step=1',
      domain: 'shop.example.org',
      timestamp: 1_790_000_000_000,
      props: { type: 'track', address: '0xf39f', properties: { connected: false } },
      origin: ALLOWED_ORIGIN,
      receivedAt: expect.any(Number),
    })
  })

  it.each([
    'MODAL_OPEN',
    'MODAL_CLOSE',
    'SEARCH_WALLET',
    'SWITCH_NETWORK',
    'CONNECT_SUCCESS',
    'SEND_INITIATED',
    'SEND_SUCCESS',
    'SWAP_INITIATED',
    'SWAP_APPROVAL_SUCCESS',
    'SWAP_SUCCESS',
    'SWAP_ERROR',
    'BUY_OPENED',
    'BUY_QUOTE_RECEIVED',
    'BUY_CHECKOUT_OPENED',
    'BUY_CHECKOUT_CLOSED',
    'BUY_CHECKOUT_CANCELLED',
    'BUY_SUCCESS',
    'BUY_ERROR',
    'PAY_MODAL_OPEN',
    'PAY_INITIATED',
    'PAY_EXCHANGE_SELECTED',
    'PAY_SUCCESS',
    'PAY_ERROR',
    'SOCIAL_LOGIN_STARTED',
    'SOCIAL_LOGIN_SUCCESS',
    'SIWX_AUTH_SUCCESS',
    'SIWX_AUTH_ERROR',
  ])('parameters: the spec §7 event %s is accepted', async (eventId) => {
    const response = await postEvent(event({ eventId }), { projectId: OTHER_PROJECT_ID })
    expect(response.statusCode).toBe(204)
  })

  it('parameters: no Origin header (server to server) is stored with origin null', async () => {
    const response = await postEvent(event({ eventId: 'SEARCH_WALLET' }), {
      projectId: OTHER_PROJECT_ID,
      origin: null,
    })
    expect(response.statusCode).toBe(204)
    const { data } = await readEvents(OTHER_PROJECT_ID, '&limit=1')
    expect(data[0]).toMatchObject({ eventId: 'SEARCH_WALLET', origin: null })
  })

  it('parameters: a text/plain body (navigator.sendBeacon) is read as JSON', async () => {
    const response = await postEvent(JSON.stringify(event({ eventId: 'MODAL_CLOSE' })), {
      projectId: OTHER_PROJECT_ID,
      contentType: 'text/plain;charset=UTF-8',
    })
    expect(response.statusCode).toBe(204)
    const { data } = await readEvents(OTHER_PROJECT_ID, '&limit=1')
    expect(data[0]).toMatchObject({ eventId: 'MODAL_CLOSE' })
  })

  it('behavior: analytics off → 204 and nothing stored', async () => {
    const response = await postEvent(event(), { projectId: QUIET_PROJECT_ID, origin: null })
    expect(response.statusCode).toBe(204)
    expect((await readEvents(QUIET_PROJECT_ID)).data).toEqual([])
  })

  it('error: an origin the project does not allow → 403 the page can read, nothing stored', async () => {
    const before = await readEvents(TEST_PROJECT_ID)
    const response = await postEvent(event(), { origin: REFUSED_ORIGIN })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'Unauthorized: origin not allowed',
    })
    expect(response.headers['access-control-allow-origin']).toBe(REFUSED_ORIGIN)
    expect((await readEvents(TEST_PROJECT_ID)).data).toEqual(before.data)
  })

  it('behavior: a spec §6 default origin (localhost) is allowed without being listed', async () => {
    const response = await postEvent(event(), { origin: 'http://localhost:5173' })
    expect(response.statusCode).toBe(204)
  })

  it.each([
    ['an unknown event name', { eventId: 'PAGE_VIEW' }, 'eventId: must be a spec §7 event name'],
    ['a lower-case event name', { eventId: 'modal_open' }, 'eventId: must be a spec §7 event name'],
    ['a bare family prefix', { eventId: 'SEND_' }, 'eventId: must be a spec §7 event name'],
    ['an over-long event name', { eventId: `ERROR_${'X'.repeat(49)}` }, 'eventId: must be'],
    ['a url that is not http(s)', { url: 'javascript:alert(1)' }, 'url: must be an http(s) URL'],
    ['an over-long url', { url: `https://a.b/${'x'.repeat(2048)}` }, 'url: must be at most 2048'],
    ['a domain with a slash', { domain: 'a.b/c' }, 'domain: must be a host name'],
    ['a timestamp in seconds as text', { timestamp: '1790000000' }, 'timestamp: must be a number'],
    ['a fractional timestamp', { timestamp: 1.5 }, 'timestamp: must be Unix milliseconds'],
    ['a negative timestamp', { timestamp: -1 }, 'timestamp: must be Unix milliseconds'],
    ['props that are a list', { props: [1, 2] }, 'props: must be an object'],
    ['props that are null', { props: null }, 'props: must be an object'],
    [
      'props over 8 KiB as JSON',
      { props: { blob: 'x'.repeat(8200) } },
      'props: must be at most 8192 characters as JSON',
    ],
    ['no eventId', { eventId: undefined }, 'eventId: is required'],
    ['an eventId that is a number', { eventId: 7 }, 'eventId: must be a string'],
  ])('error: %s → 400 naming the field', async (_case, overrides, message) => {
    const response = await postEvent(event(overrides), { projectId: OTHER_PROJECT_ID })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' })
    expect(response.json().message).toContain(message)
  })

  it.each([
    ['a JSON list', '[]', 'application/json', 'body: must be a JSON object'],
    ['JSON null', 'null', 'application/json', 'body: must be a JSON object'],
    ['text that is not JSON', 'eventId=MODAL_OPEN', 'text/plain', 'body: must be a JSON object'],
  ])('error: %s as the body → 400', async (_case, body, contentType, message) => {
    const response = await postEvent(body, { projectId: OTHER_PROJECT_ID, contentType })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message })
  })

  it('error: a body over 16 KiB → 413 before it is read', async () => {
    const response = await postEvent(event({ props: { blob: 'x'.repeat(17_000) } }), {
      projectId: OTHER_PROJECT_ID,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('BAD_REQUEST')
  })

  it('error: no project id → 400 PROJECT_ID_MISSING, readable by any page', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/e',
      headers: { 'content-type': 'application/json', origin: REFUSED_ORIGIN },
      payload: JSON.stringify(event()),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('PROJECT_ID_MISSING')
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })
})

describe('POST /e error reports: 5 per minute per project and origin', () => {
  const ORIGIN_A = 'https://a.example.org'
  const ORIGIN_B = 'https://b.example.org'

  it('behavior: the 6th error report in a minute → 429 with Retry-After; others still pass', async () => {
    const errorEvent = event({
      eventId: 'ERROR_FETCH_TRANSACTIONS',
      props: { type: 'error', properties: { message: 'Failed to fetch transactions' } },
    })
    for (let count = 1; count <= 5; count += 1)
      expect((await postEvent(errorEvent, { origin: ORIGIN_A })).statusCode).toBe(204)

    const limited = await postEvent(errorEvent, { origin: ORIGIN_A })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate Limited: at most 5 error reports per minute',
    })
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.headers['access-control-allow-origin']).toBe(ORIGIN_A)

    // props.type 'error' counts too, whatever the name.
    const typedError = event({ eventId: 'SEND_ERROR', props: { type: 'error' } })
    expect((await postEvent(typedError, { origin: ORIGIN_A })).statusCode).toBe(429)
    // Ordinary events are not limited; another origin has its own count.
    expect((await postEvent(event(), { origin: ORIGIN_A })).statusCode).toBe(204)
    expect((await postEvent(errorEvent, { origin: ORIGIN_B })).statusCode).toBe(204)

    const { data } = await readEvents(TEST_PROJECT_ID, '&limit=100')
    const storedErrors = data.filter(
      (stored) => stored.origin === ORIGIN_A && stored.eventId === 'ERROR_FETCH_TRANSACTIONS',
    )
    expect(storedErrors).toHaveLength(5)
  })
})

describe('GET /projects/v1/events', () => {
  it('behavior: newest first, pages by cursor until next is null', async () => {
    for (const eventId of ['SEND_INITIATED', 'SEND_SUCCESS', 'MODAL_CLOSE'])
      expect(
        (await postEvent(event({ eventId }), { projectId: OTHER_PROJECT_ID })).statusCode,
      ).toBe(204)
    const token = await createAdminToken(database.db, OTHER_PROJECT_ID)
    const read = (query: string) =>
      server.app.inject({
        url: `/projects/v1/events?projectId=${OTHER_PROJECT_ID}${query}`,
        headers: { authorization: `Bearer ${token}` },
      })
    const all = (await read('&limit=100')).json() as { data: { id: number; eventId: string }[] }
    expect(all.data.slice(0, 3).map((stored) => stored.eventId)).toEqual([
      'MODAL_CLOSE',
      'SEND_SUCCESS',
      'SEND_INITIATED',
    ])
    const ids = all.data.map((stored) => stored.id)
    expect(ids.length).toBeGreaterThan(4)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    const collected: number[] = []
    let cursor = ''
    for (;;) {
      const page = (await read(`&limit=2${cursor}`)).json() as {
        data: { id: number }[]
        next: string | null
      }
      expect(page.data.length).toBeLessThanOrEqual(2)
      collected.push(...page.data.map((stored) => stored.id))
      if (page.next === null) break
      cursor = `&cursor=${page.next}`
    }
    expect(collected).toEqual(ids)
  })

  it.each([
    ['no Authorization header', undefined],
    ['a token that is not Bearer', 'Basic dXNlcjpwYXNz'],
    ['a malformed token', 'Bearer not-a-token'],
    ['a well-formed unknown token', `Bearer ptk_${'A'.repeat(43)}`],
  ])('error: %s → 401 UNAUTHORIZED', async (_case, authorization) => {
    const response = await server.app.inject({
      url: `/projects/v1/events?projectId=${TEST_PROJECT_ID}`,
      headers: authorization === undefined ? {} : { authorization },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Admin token missing or invalid',
    })
    expect(response.headers['www-authenticate']).toBe('Bearer')
  })

  it("error: another project's token → 401", async () => {
    const otherToken = await createAdminToken(database.db, OTHER_PROJECT_ID)
    const response = await server.app.inject({
      url: `/projects/v1/events?projectId=${TEST_PROJECT_ID}`,
      headers: { authorization: `Bearer ${otherToken}` },
    })
    expect(response.statusCode).toBe(401)
  })

  it('error: a revoked token → 401', async () => {
    const token = await createAdminToken(database.db, QUIET_PROJECT_ID)
    const url = `/projects/v1/events?projectId=${QUIET_PROJECT_ID}`
    const headers = { authorization: `Bearer ${token}` }
    expect((await server.app.inject({ url, headers })).statusCode).toBe(200)
    await revokeAdminTokens(database.db, QUIET_PROJECT_ID)
    expect((await server.app.inject({ url, headers })).statusCode).toBe(401)
  })

  it.each([
    ['limit 0', '&limit=0', 'limit: must be an integer from 1 to 100'],
    ['limit 101', '&limit=101', 'limit: must be an integer from 1 to 100'],
    ['a cursor that is not a number', '&cursor=abc', 'cursor: must be an integer from 1'],
  ])('error: %s → 400', async (_case, query, message) => {
    const token = await createAdminToken(database.db, TEST_PROJECT_ID)
    const response = await server.app.inject({
      url: `/projects/v1/events?projectId=${TEST_PROJECT_ID}${query}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  it('error: from an origin the project does not allow → 403 without CORS allowance', async () => {
    const token = await createAdminToken(database.db, TEST_PROJECT_ID)
    const response = await server.app.inject({
      url: `/projects/v1/events?projectId=${TEST_PROJECT_ID}`,
      headers: { authorization: `Bearer ${token}`, origin: REFUSED_ORIGIN },
    })
    expect(response.statusCode).toBe(403)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})
