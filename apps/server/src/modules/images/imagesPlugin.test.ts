import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { BUNDLED_IMAGES_DIR } from './loadImageLibrary.ts'

// The routes on the whole server (project guard, error handlers) with the bundled images.
let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const manifest = JSON.parse(readFileSync(join(BUNDLED_IMAGES_DIR, 'images.json'), 'utf8')) as {
  assets: Record<string, string>
  tokens: Record<string, string>
}
const fileBytes = (file: string) => readFileSync(join(BUNDLED_IMAGES_DIR, file))

function get(
  path: string,
  options: { projectId?: string | null; headers?: Record<string, string> } = {},
) {
  const projectId = options.projectId === undefined ? TEST_PROJECT_ID : options.projectId
  const query = projectId === null ? '' : `?projectId=${projectId}`
  return server.app.inject({ method: 'GET', url: `${path}${query}`, headers: options.headers })
}

describe('GET /public/getTokenImage/:symbol', () => {
  it('default: the SVG with its type, nosniff, a script-free CSP, a day’s cache and an ETag', async () => {
    const response = await get('/public/getTokenImage/USDC')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/)
    expect(response.rawPayload.equals(fileBytes(manifest.tokens.USDC!))).toBe(true)
  })

  it('parameters: a symbol in any case finds the same image', async () => {
    const upper = await get('/public/getTokenImage/WETH')
    const lower = await get('/public/getTokenImage/weth')
    expect(lower.statusCode).toBe(200)
    expect(lower.headers.etag).toBe(upper.headers.etag)
  })

  it('parameters: our own tokens (PUSD, PTK) have distinct images', async () => {
    const pusd = await get('/public/getTokenImage/PUSD')
    const ptk = await get('/public/getTokenImage/PTK')
    expect([pusd.statusCode, ptk.statusCode]).toEqual([200, 200])
    expect(pusd.headers.etag).not.toBe(ptk.headers.etag)
  })

  it('behavior: If-None-Match with the ETag → 304, no body, the validators again', async () => {
    const { headers } = await get('/public/getTokenImage/ETH')
    const etag = String(headers.etag)
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get('/public/getTokenImage/ETH', {
        headers: { 'if-none-match': ifNoneMatch },
      })
      expect(response.statusCode, ifNoneMatch).toBe(304)
      expect(response.rawPayload.length).toBe(0)
      expect(response.headers.etag).toBe(etag)
      expect(response.headers['cache-control']).toBe('public, max-age=86400')
    }
  })

  it('behavior: If-None-Match with another ETag → 200 with the image', async () => {
    const response = await get('/public/getTokenImage/ETH', {
      headers: { 'if-none-match': '"not-this-one"' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBeGreaterThan(0)
  })

  it('error: an unknown, well-formed symbol → 404 JSON', async () => {
    const response = await get('/public/getTokenImage/NOPE.E')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Token image not found' })
  })

  const tokenMessage =
    'id: must be a token symbol: 1 to 32 letters, digits, dots, dashes or underscores'
  it.each([
    ['encoded parent path', '..%2F..%2Fpackage.json'],
    ['double-encoded parent path', '%252e%252e%252fpackage.json'],
    ['a raw nested path', 'tokens/eth.svg'],
    ['the file name', 'eth.svg/..'],
    ['a backslash', '..%5Cimages.json'],
    ['an encoded NUL byte', 'ETH%00'],
    ['a space', 'ETH%20X'],
    ['33 characters', 'A'.repeat(33)],
    ['far longer than any symbol', 'A'.repeat(5000)],
    ['non-ASCII', 'USD%E2%82%AE'],
  ])('error: %s → 400 with a message', async (_case, id) => {
    const response = await get(`/public/getTokenImage/${id}`)
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: tokenMessage })
  })

  // The URL is resolved before routing (as a browser does): what is left is another route.
  it('error: raw dot segments never reach an image', async () => {
    for (const path of ['/public/getTokenImage/..', '/public/getTokenImage/../../package.json']) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.json().message).toMatch(/^Route GET .* not found$/)
    }
  })

  it('error: no id at all → 400', async () => {
    const response = await get('/public/getTokenImage/')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: tokenMessage })
  })

  it('error: an image request needs the project id, like every directory route', async () => {
    const missing = await get('/public/getTokenImage/ETH', { projectId: null })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('PROJECT_ID_MISSING')
    const unknown = await get('/public/getTokenImage/ETH', { projectId: 'nobody' })
    expect(unknown.statusCode).toBe(401)
  })

  it('behavior: any page may show the images (no origin check)', async () => {
    const response = await get('/public/getTokenImage/ETH', {
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(response.statusCode).toBe(200)
  })
})

describe('GET /public/getAssetImage/:id', () => {
  it('default: by CAIP-2 id, and by Reown image id, the same network image', async () => {
    const byCaip = await get('/public/getAssetImage/eip155:1')
    const byImageId = await get('/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900')
    expect(byCaip.statusCode).toBe(200)
    expect(byCaip.headers['content-type']).toBe('image/svg+xml')
    expect(byCaip.headers['content-security-policy']).toContain("default-src 'none'")
    expect(byImageId.headers.etag).toBe(byCaip.headers.etag)
    expect(byCaip.rawPayload.equals(fileBytes(manifest.assets['eip155:1']!))).toBe(true)
  })

  it('parameters: an encoded colon and an upper-case image id find the same image', async () => {
    const encoded = await get('/public/getAssetImage/eip155%3A1')
    const upper = await get('/public/getAssetImage/BA0BA0CD-17C6-4806-AD93-F9D174F17900')
    expect([encoded.statusCode, upper.statusCode]).toEqual([200, 200])
  })

  it.each([
    ['Portico Local', 'eip155:31337'],
    ['Portico Local 2', 'eip155:31338'],
    ['Portico Solana Local', 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo'],
    ['Portico Bitcoin Regtest', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
  ])('parameters: the devnet network %s (%s) has our own drawing', async (name, id) => {
    const response = await get(`/public/getAssetImage/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<title>${name}</title>`)
  })

  it('parameters: a Solana reference is case-sensitive', async () => {
    const response = await get('/public/getAssetImage/solana:3ZV2CEVKH5G2OPIKCN2Z2YGBP4WJQSYO')
    expect(response.statusCode).toBe(404)
  })

  it('error: an unknown network → 404 JSON', async () => {
    const response = await get('/public/getAssetImage/eip155:999999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Asset image not found' })
  })

  it.each([
    ['encoded parent path', '..%2Fimages.json'],
    ['a path with slashes', 'eip155:1/x/images.json'],
    ['no namespace', 'ethereum'],
    ['a UUID too short', 'ba0ba0cd-17c6-4806-ad93-f9d174f1790'],
    ['a reference too long', `eip155:${'1'.repeat(33)}`],
  ])('error: %s → 400 with a message', async (_case, id) => {
    const response = await get(`/public/getAssetImage/${id}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'id: must be a network image id (a UUID) or a CAIP-2 network id',
    })
  })
})

describe('GET /public/getCurrencyImage/:code', () => {
  it('default: a currency’s flag by ISO 4217 code, in any case', async () => {
    const usd = await get('/public/getCurrencyImage/USD')
    const eur = await get('/public/getCurrencyImage/eur')
    expect([usd.statusCode, eur.statusCode]).toEqual([200, 200])
    expect(usd.headers['content-type']).toBe('image/svg+xml')
    expect(usd.headers.etag).not.toBe(eur.headers.etag)
  })

  it('error: an unknown code → 404, a malformed one → 400', async () => {
    const unknown = await get('/public/getCurrencyImage/XXX')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Currency image not found' })
    for (const code of ['US', 'USDX', 'U5D', '..%2F']) {
      const malformed = await get(`/public/getCurrencyImage/${code}`)
      expect(malformed.statusCode, code).toBe(400)
      expect(malformed.json().message).toBe('id: must be a 3-letter ISO 4217 currency code')
    }
  })
})
