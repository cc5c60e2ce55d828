import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
  TEST_SECURE_SITE_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import { createTestServer, type TestServer } from '../../testing/createTestServer.ts'

let server: AuthTestServer

// The test project allows https://*.example.org, TEST_DAPP_ORIGIN included: the auth routes must
// still refuse it, since only the secure site calls them.
beforeAll(async () => {
  server = await createAuthTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

function getUser(origin: string) {
  return server.app.inject({ url: '/auth/v1/user', headers: { origin } })
}

function preflight(url: string, origin: string, method: string) {
  return server.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  })
}

describe('CORS on /auth/v1', () => {
  it('default: the secure-site origin gets Access-Control-Allow-Origin (errors included)', async () => {
    const response = await getUser(TEST_SECURE_SITE_ORIGIN)
    expect(response.statusCode).toBe(401)
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SECURE_SITE_ORIGIN)
    expect(response.headers['access-control-expose-headers']).toBe('retry-after')
    expect(response.headers.vary).toContain('Origin')
  })

  it.each([
    ['a project origin', TEST_DAPP_ORIGIN],
    ['another origin', 'https://evil.example'],
    ['the secure site over https', TEST_SECURE_SITE_ORIGIN.replace('http:', 'https:')],
  ])('error: %s gets no CORS header', async (_case, origin) => {
    const response = await getUser(origin)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('default: a preflight from the secure site allows GET, POST, PUT with Authorization', async () => {
    const response = await preflight('/auth/v1/key', TEST_SECURE_SITE_ORIGIN, 'PUT')
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SECURE_SITE_ORIGIN)
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, OPTIONS')
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type')
  })

  it('error: a preflight from another origin gets no CORS header', async () => {
    const response = await preflight('/auth/v1/email/start', TEST_DAPP_ORIGIN, 'POST')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('behavior: the other routes keep the project policy', async () => {
    const response = await server.app.inject({
      url: '/appkit/v1/config?projectId=test-project',
      headers: { origin: TEST_DAPP_ORIGIN },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe(TEST_DAPP_ORIGIN)
    const refused = await server.app.inject({
      url: '/appkit/v1/config?projectId=test-project',
      headers: { origin: 'https://evil.example' },
    })
    expect(refused.statusCode).toBe(403)
  })
})

describe('without an auth section', () => {
  let plain: TestServer

  beforeAll(async () => {
    plain = await createTestServer()
  }, 60_000)

  afterAll(async () => {
    await plain?.close()
  })

  it('behavior: the /auth/v1 routes are not registered', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/auth/v1/email/start' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('NOT_FOUND')
  })
})
