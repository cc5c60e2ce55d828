import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BadRequestError } from '../errors/apiErrors.ts'
import { createTestServer, TEST_PROJECT_ID, type TestServer } from '../testing/createTestServer.ts'
import { MAX_ECHO_LENGTH } from './boundEcho.ts'
import { handleFrameworkError, registerErrorHandlers } from './registerErrorHandlers.ts'

// 15 KB of path: what the attacker sent (Node's 16 KiB header limit lets it through).
const LONG = 'a'.repeat(15_000)

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const get = (url: string) =>
  server.app.inject({ url, headers: { origin: 'http://localhost:5173' } })

/** Checks the answer is a short JSON error and returns its message. */
function shortErrorMessage(response: Awaited<ReturnType<typeof get>>): string {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.body.length).toBeLessThan(400)
  const { message } = response.json() as { message: string }
  expect(message.length).toBeLessThanOrEqual(MAX_ECHO_LENGTH)
  return message
}

describe('error answers repeat at most 200 characters of the request', () => {
  it.each([
    ['a path parameter', `/v1/account/${LONG}/balance?projectId=${TEST_PROJECT_ID}&chainId=1`],
    ['a path that cannot be decoded', `/%E0${LONG}`],
    ['a wallet image id', `/getWalletImage/${LONG}?projectId=${TEST_PROJECT_ID}`],
  ])('error: 15 KB in %s → a short 400', async (_case, url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
    expect(shortErrorMessage(response)).toMatch(/^Malformed request: .*…$/)
  })

  it('error: 15 KB of unknown path → a short 404 naming the start of it', async () => {
    const response = await get(`/${LONG}`)
    expect(response.statusCode).toBe(404)
    const message = shortErrorMessage(response)
    expect(message).toMatch(/^Route GET \/a+… not found$/)
  })

  it('behavior: markup in the path comes back as JSON text, never as a page', async () => {
    const response = await get('/<script>alert(1)</script>')
    expect(response.statusCode).toBe(404)
    expect(shortErrorMessage(response)).toBe(
      'Route GET /%3Cscript%3Ealert(1)%3C/script%3E not found',
    )
  })

  it('default: a short unknown path is named whole', async () => {
    const response = await get('/v2/everything')
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Route GET /v2/everything not found',
    })
  })
})

describe('registerErrorHandlers', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = Fastify({ frameworkErrors: handleFrameworkError })
    registerErrorHandlers(app)
    // A message built from client input, as a schema issue naming an unknown field would be.
    app.get('/echo', async (request) => {
      throw new BadRequestError(`${(request.query as { field: string }).field}: is not allowed`)
    })
    app.post('/body', async () => ({}))
    await app.ready()
  })

  afterAll(async () => {
    await app?.close()
  })

  it('error: an ApiError message with 15 KB of input is cut with an ellipsis', async () => {
    const response = await app.inject({ url: `/echo?field=${LONG}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: `${'a'.repeat(199)}…` })
  })

  it('default: a short ApiError message is kept whole', async () => {
    const response = await app.inject({ url: '/echo?field=color' })
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'color: is not allowed' })
  })

  it('error: a Fastify 4xx (a JSON body that does not parse) is a short BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/body',
      headers: { 'content-type': 'application/json' },
      payload: `{"${LONG}`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
    expect(response.json().message.length).toBeLessThanOrEqual(MAX_ECHO_LENGTH)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
