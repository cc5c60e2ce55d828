import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../buildServer.ts'
import { parseServerConfig } from '../../config.ts'
import { createTestDatabase } from '../../testing/createTestDatabase.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
  testConfigInput,
} from '../../testing/createTestServer.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers })
}

describe('GET /appkit/v1/config', () => {
  it('default: the project features from the config', async () => {
    const response = await get(`/appkit/v1/config?projectId=${TEST_PROJECT_ID}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      features: [
        { id: 'email', isEnabled: false, config: null },
        { id: 'socials', isEnabled: true, config: ['google', 'github'] },
      ],
      nameZone: null,
    })
  })
})

describe('GET /projects/v1/origins', () => {
  it('default: the project allow-list', async () => {
    const response = await get(`/projects/v1/origins?projectId=${TEST_PROJECT_ID}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      allowedOrigins: ['http://localhost:5173', 'https://*.example.org'],
      includeDefaultOrigins: true,
    })
  })
})

describe('project guard', () => {
  it('parameters: the project id in the x-project-id header', async () => {
    const response = await get('/projects/v1/origins', { 'x-project-id': TEST_PROJECT_ID })
    expect(response.statusCode).toBe(200)
  })

  it('parameters: the query wins over the header (known query, unknown header)', async () => {
    const response = await get(`/projects/v1/origins?projectId=${TEST_PROJECT_ID}`, {
      'x-project-id': 'someone-else',
    })
    expect(response.statusCode).toBe(200)
  })

  it('parameters: the query wins over the header (unknown query, known header)', async () => {
    const response = await get('/projects/v1/origins?projectId=someone-else', {
      'x-project-id': TEST_PROJECT_ID,
    })
    expect(response.statusCode).toBe(401)
  })

  it('parameters: an empty query id falls back to the header', async () => {
    const response = await get('/projects/v1/origins?projectId=', {
      'x-project-id': TEST_PROJECT_ID,
    })
    expect(response.statusCode).toBe(200)
  })

  it('parameters: valid sdk type and version in query or headers', async () => {
    const inQuery = await get(`/appkit/v1/config?projectId=${TEST_PROJECT_ID}&st=portico&sv=1.7.16`)
    expect(inQuery.statusCode).toBe(200)
    const inHeaders = await get('/appkit/v1/config', {
      'x-project-id': TEST_PROJECT_ID,
      'x-sdk-type': 'portico',
      'x-sdk-version': 'react-1.7.16',
    })
    expect(inHeaders.statusCode).toBe(200)
  })

  it.each([
    ['no id at all', '/appkit/v1/config', {}],
    ['an empty query id', '/appkit/v1/config?projectId=', {}],
    ['an empty header id', '/projects/v1/origins', { 'x-project-id': '' }],
  ])('error: %s → 400 PROJECT_ID_MISSING', async (_case, url, headers) => {
    const response = await get(url, headers)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'PROJECT_ID_MISSING',
      message: 'Project ID Not Configured',
    })
  })

  it.each([
    ['an unknown id', '/appkit/v1/config?projectId=nope', {}],
    ['an unknown header id', '/projects/v1/origins', { 'x-project-id': 'nope' }],
    ['a malformed id', '/appkit/v1/config?projectId=test%20project', {}],
    ['an over-long id', `/appkit/v1/config?projectId=${'p'.repeat(65)}`, {}],
    ['a case variant of a known id', '/appkit/v1/config?projectId=TEST-PROJECT', {}],
  ])('error: %s → 401 INVALID_PROJECT_ID', async (_case, url, headers) => {
    const response = await get(url, headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: 'INVALID_PROJECT_ID',
      message: 'Unauthorized: invalid key',
    })
  })

  it.each([
    [
      'projectId twice',
      `projectId=${TEST_PROJECT_ID}&projectId=x`,
      {},
      'projectId: must be given once',
    ],
    [
      'st too long',
      `projectId=${TEST_PROJECT_ID}&st=${'s'.repeat(33)}`,
      {},
      'st: must be 1 to 32 printable characters',
    ],
    [
      'st empty',
      `projectId=${TEST_PROJECT_ID}&st=`,
      {},
      'st: must be 1 to 32 printable characters',
    ],
    [
      'sv with a space',
      `projectId=${TEST_PROJECT_ID}&sv=1.0%200`,
      {},
      'sv: must be 1 to 32 printable characters',
    ],
    [
      'sv with a control character',
      `projectId=${TEST_PROJECT_ID}&sv=1%0A`,
      {},
      'sv: must be 1 to 32 printable characters',
    ],
    [
      'x-sdk-version header with a space',
      `projectId=${TEST_PROJECT_ID}`,
      { 'x-sdk-version': '1 2' },
      'x-sdk-version: must be 1 to 32 printable characters',
    ],
    [
      'x-sdk-type header too long',
      `projectId=${TEST_PROJECT_ID}`,
      { 'x-sdk-type': 't'.repeat(40) },
      'x-sdk-type: must be 1 to 32 printable characters',
    ],
  ])('error: %s → 400 BAD_REQUEST', async (_case, query, headers, message) => {
    const response = await get(`/appkit/v1/config?${query}`, headers)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message })
  })
})

describe('routes without a project', () => {
  it('default: GET /health needs nothing', async () => {
    const response = await get('/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('error: an unknown route → 404 JSON', async () => {
    const response = await get('/v2/everything?projectId=x')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Route GET /v2/everything not found',
    })
  })

  it('error: a URL that cannot be decoded → 400 JSON', async () => {
    const response = await get(`/getWalletImage/%E0%A4%A?projectId=${TEST_PROJECT_ID}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
  })
})

describe('CORS', () => {
  it('behavior: a preflight from any origin allows GET/POST and the sdk headers', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/getWallets',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-project-id,x-sdk-type,x-sdk-version',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, DELETE, OPTIONS')
    expect(response.headers['access-control-allow-headers']).toBe(
      'content-type, authorization, x-project-id, x-sdk-type, x-sdk-version',
    )
  })

  it('behavior: error answers carry the CORS header so the kit can read them', async () => {
    const response = await get('/appkit/v1/config?projectId=nope', {
      origin: 'https://dapp.example',
    })
    expect(response.statusCode).toBe(401)
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })
})

describe('includeDefaultOrigins', () => {
  let strict: TestServer

  // Two projects with the same list, one with the spec §6 defaults off.
  beforeAll(async () => {
    strict = await createTestServer({
      projects: [
        {
          id: 'defaults-off',
          name: 'Off',
          allowedOrigins: ['https://*.example.org'],
          includeDefaultOrigins: false,
        },
        { id: 'defaults-on', name: 'On', allowedOrigins: ['https://*.example.org'] },
      ],
    })
  }, 60_000)

  afterAll(async () => {
    await strict?.close()
  })

  const call = (url: string, origin: string) =>
    strict.app.inject({ method: 'GET', url, headers: { origin } })

  it('default: the defaults on → http://localhost:5173 is served with its CORS header', async () => {
    const response = await call('/appkit/v1/config?projectId=defaults-on', 'http://localhost:5173')
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173')
  })

  it('error: the defaults off → http://localhost:5173 is refused 403, without CORS', async () => {
    const response = await call('/appkit/v1/config?projectId=defaults-off', 'http://localhost:5173')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'Unauthorized: origin not allowed',
    })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    // The analytics routes too (their 403 is readable, as before).
    const analytics = await call(
      '/getAnalyticsConfig?projectId=defaults-off',
      'http://127.0.0.1:3000',
    )
    expect(analytics.statusCode).toBe(403)
    // The project's own origins still work.
    const own = await call('/appkit/v1/config?projectId=defaults-off', 'https://shop.example.org')
    expect(own.statusCode).toBe(200)
  })

  it('behavior: the origins answer says whether the defaults apply', async () => {
    const off = await call('/projects/v1/origins?projectId=defaults-off', 'https://any.example')
    expect(off.json()).toEqual({
      allowedOrigins: ['https://*.example.org'],
      includeDefaultOrigins: false,
    })
    const on = await call('/projects/v1/origins?projectId=defaults-on', 'https://any.example')
    expect(on.json()).toEqual({
      allowedOrigins: ['https://*.example.org'],
      includeDefaultOrigins: true,
    })
  })
})

describe('project seeding', () => {
  it('behavior: a restart upserts changed projects by id and adds new ones', async () => {
    // Its own database, so the shared server above keeps its projects.
    const database = await createTestDatabase(server.dir, 'upsert')
    const databaseUrl = database.url
    const first = await buildServer(parseServerConfig(testConfigInput(server.dir, { databaseUrl })))
    await first.close()
    const changed = parseServerConfig(
      testConfigInput(server.dir, {
        databaseUrl,
        projects: [
          {
            id: TEST_PROJECT_ID,
            name: 'Renamed',
            allowedOrigins: ['https://new.example'],
            features: [{ id: 'swaps', isEnabled: true }],
            nameZone: 'portico.id',
          },
          { id: 'second-project', name: 'Second' },
        ],
      }),
    )
    const app = await buildServer(changed)
    try {
      const origins = await app.inject({ url: `/projects/v1/origins?projectId=${TEST_PROJECT_ID}` })
      expect(origins.json()).toEqual({
        allowedOrigins: ['https://new.example'],
        includeDefaultOrigins: true,
      })
      const features = await app.inject({ url: `/appkit/v1/config?projectId=${TEST_PROJECT_ID}` })
      expect(features.json()).toEqual({
        features: [{ id: 'swaps', isEnabled: true, config: null }],
        nameZone: 'portico.id',
      })
      const second = await app.inject({ url: '/appkit/v1/config?projectId=second-project' })
      expect(second.json()).toEqual({ features: [], nameZone: null })
    } finally {
      await app.close()
      await database.drop()
    }
  })
})
