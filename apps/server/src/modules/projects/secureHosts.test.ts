import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_SECURE_SITE_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import { TEST_PROJECT_ID } from '../../testing/createTestServer.ts'

// Spec §6: besides its own list and the defaults, every project allows the server's secure-site
// origins (the "mobile secure hosts": the secure site opened in a mobile app's web view).
let server: AuthTestServer

beforeAll(async () => {
  server = await createAuthTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

describe('secure-site origins as allowed origins of every project', () => {
  it('the origins answer lists them after the project entries', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/projects/v1/origins?projectId=${TEST_PROJECT_ID}`,
    })
    expect(response.statusCode).toBe(200)
    const { allowedOrigins } = response.json() as { allowedOrigins: string[] }
    expect(allowedOrigins.at(-1)).toBe(TEST_SECURE_SITE_ORIGIN)
  })

  it('a project route answers a page on the secure site with its CORS header', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/appkit/v1/config?projectId=${TEST_PROJECT_ID}`,
      headers: { origin: TEST_SECURE_SITE_ORIGIN },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SECURE_SITE_ORIGIN)
  })

  it('another origin is still refused', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/appkit/v1/config?projectId=${TEST_PROJECT_ID}`,
      headers: { origin: 'https://evil.example.com' },
    })
    expect(response.statusCode).toBe(403)
  })
})
