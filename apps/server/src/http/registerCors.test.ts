import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase.ts'
import { updateProject } from '../modules/projects/updateProject.ts'
import { createTestServer, TEST_PROJECT_ID, type TestServer } from '../testing/createTestServer.ts'

const ALLOWED_ORIGIN = 'https://shop.example.org'
const REFUSED_ORIGIN = 'https://evil.example'
// A wallet id from the bundled directory that has an image.
let imageWalletId: string

let server: TestServer
let database: OpenedDatabase

beforeAll(async () => {
  server = await createTestServer({
    projects: [{ id: TEST_PROJECT_ID, name: 'Test', allowedOrigins: ['https://*.example.org'] }],
  })
  database = await openDatabase(server.config.databaseUrl)
  const wallets = await server.app.inject({
    url: `/getWallets?projectId=${TEST_PROJECT_ID}&entries=1`,
  })
  imageWalletId = wallets.json().data[0].image_id
}, 60_000)

afterAll(async () => {
  database?.close()
  await server?.close()
})

function get(url: string, origin?: string) {
  return server.app.inject({ url, headers: origin === undefined ? {} : { origin } })
}

// Generous: the default projectCacheMs is 1 s, and the machine may be busy.
const POLL = { timeout: 10_000, interval: 100 }

const PROJECT_ROUTES = [
  `/getWallets?projectId=${TEST_PROJECT_ID}&entries=1`,
  `/appkit/v1/config?projectId=${TEST_PROJECT_ID}`,
  `/v1/supported-chains?projectId=${TEST_PROJECT_ID}`,
]

describe('CORS per project', () => {
  it.each(PROJECT_ROUTES)(
    'default: an allowed origin reads %s (its origin echoed)',
    async (url) => {
      const response = await get(url, ALLOWED_ORIGIN)
      expect(response.statusCode).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
      expect(response.headers.vary).toContain('Origin')
    },
  )

  it.each(PROJECT_ROUTES)(
    'error: another origin gets 403 and no CORS header on %s',
    async (url) => {
      const response = await get(url, REFUSED_ORIGIN)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        code: 'ORIGIN_NOT_ALLOWED',
        message: 'Unauthorized: origin not allowed',
      })
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    },
  )

  it.each([
    ['the apex of a wildcard entry', 'https://example.org'],
    ['a sandboxed frame or file: page', 'null'],
    ['the right host over http', 'http://shop.example.org'],
  ])('error: %s is refused', async (_case, origin) => {
    const response = await get(PROJECT_ROUTES[0] ?? '', origin)
    expect(response.statusCode).toBe(403)
  })

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:5173',
    'https://preview-abc.vercel.app',
    'https://site.pages.dev',
  ])('behavior: the spec §6 default %s is allowed without being listed', async (origin) => {
    const response = await get(PROJECT_ROUTES[0] ?? '', origin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe(origin)
  })

  it('behavior: no Origin header (server to server, curl) is served', async () => {
    const response = await get(PROJECT_ROUTES[0] ?? '')
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })

  it('behavior: wallet images are served to any origin', async () => {
    const response = await get(
      `/getWalletImage/${imageWalletId}?projectId=${TEST_PROJECT_ID}`,
      REFUSED_ORIGIN,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })

  it('behavior: the origins list is readable by any origin, without the defaults', async () => {
    const response = await get(`/projects/v1/origins?projectId=${TEST_PROJECT_ID}`, REFUSED_ORIGIN)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      allowedOrigins: ['https://*.example.org'],
      includeDefaultOrigins: true,
    })
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })

  it('behavior: an unknown project id is readable by any origin (Invalid Project ID)', async () => {
    const response = await get('/getWallets?projectId=nope', REFUSED_ORIGIN)
    expect(response.statusCode).toBe(401)
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })

  it('behavior: /health and unknown routes answer any origin', async () => {
    expect((await get('/health', REFUSED_ORIGIN)).headers['access-control-allow-origin']).toBe('*')
    const missing = await get('/nowhere', REFUSED_ORIGIN)
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['access-control-allow-origin']).toBe('*')
  })

  it('behavior: a preflight is answered for any origin (the answer decides who reads)', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/e',
      headers: {
        origin: REFUSED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-project-id',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, DELETE, OPTIONS')
    expect(response.headers['access-control-max-age']).toBe('86400')
  })

  // The guard reuses a project for `projectCacheMs` (1 s by default): a change made by the CLI
  // or another process applies within that time, without a restart.
  it('behavior: an origin added with the project commands is allowed within projectCacheMs', async () => {
    const origin = 'https://partner.example'
    const route = PROJECT_ROUTES[0] ?? ''
    expect((await get(route, origin)).statusCode).toBe(403)
    await updateProject(database.db, TEST_PROJECT_ID, { addOrigins: [origin] })
    await expect.poll(async () => (await get(route, origin)).statusCode, POLL).toBe(200)
    expect((await get(route, origin)).headers['access-control-allow-origin']).toBe(origin)
    await updateProject(database.db, TEST_PROJECT_ID, { removeOrigins: [origin] })
    await expect.poll(async () => (await get(route, origin)).statusCode, POLL).toBe(403)
  })
})
