// @vitest-environment node
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ProjectOriginsLookup } from '../origins/projectOrigins.ts'
import { createSecurityHeaders } from './createSecurityHeaders.ts'

// The middleware in a real node:http server, in front of a handler that answers every path
// (as Vite's page fallback does), with the origins answers given in memory.
const PROJECTS: Record<string, ProjectOriginsLookup> = {
  shop: {
    kind: 'found',
    origins: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: false },
  },
  open: { kind: 'found', origins: { allowedOrigins: [], includeDefaultOrigins: true } },
  down: { kind: 'unavailable', reason: 'connection refused' },
}
const loadOrigins = vi.fn(
  async (projectId: string): Promise<ProjectOriginsLookup> =>
    PROJECTS[projectId] ?? { kind: 'unknown-project' },
)
const onRefusal = vi.fn()
let server: Server
let baseUrl: string

beforeAll(async () => {
  const headers = createSecurityHeaders({ authApiUrl: undefined, loadOrigins, onRefusal })
  server = createServer((request, response) =>
    headers(request, response, () => {
      response.setHeader('Content-Type', 'text/html')
      response.end('<!doctype html><p>page</p>')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  loadOrigins.mockClear()
  onRefusal.mockClear()
})

async function headersOf(path: string, requestHeaders: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers: requestHeaders })
  await response.text()
  return {
    status: response.status,
    csp: response.headers.get('content-security-policy'),
    nosniff: response.headers.get('x-content-type-options'),
    referrerPolicy: response.headers.get('referrer-policy'),
    cacheControl: response.headers.get('cache-control'),
  }
}

/** The CSP of a request for `path` exactly as written (`fetch` would resolve `.` and `..`). */
function rawCspOf(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/`, { path }, (response) => {
      response.resume()
      response.on('end', () => resolve(String(response.headers['content-security-policy'])))
    }).on('error', reject)
  })
}

describe('createSecurityHeaders', () => {
  test.each([['/?projectId=shop&chainId=1'], ['/index.html?projectId=shop']])(
    'default: the page %s may be framed by the project’s origins only',
    async (path) => {
      expect(await headersOf(path)).toEqual({
        status: 200,
        csp: 'frame-ancestors https://shop.example',
        nosniff: 'nosniff',
        referrerPolicy: 'no-referrer',
        cacheControl: 'no-store',
      })
    },
  )

  test('behavior: the defaults’ {ip} gets through as the Referer’s origin when allowed', async () => {
    const { csp } = await headersOf('/?projectId=open', {
      Referer: 'http://192.168.1.20:3000/shop',
    })
    expect(csp).toBe(
      'frame-ancestors http://localhost:* https://localhost:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app http://192.168.1.20:3000',
    )
    const fromElsewhere = await headersOf('/?projectId=shop', {
      Referer: 'http://192.168.1.20:3000/shop',
    })
    expect(fromElsewhere.csp).toBe('frame-ancestors https://shop.example')
  })

  test.each([
    ['no project', '/', undefined],
    ['an empty project id', '/?projectId=', undefined],
    ['the project id twice', '/?projectId=shop&projectId=open', undefined],
    ['an unknown project', '/?projectId=nope', '/: unknown project nope'],
    [
      'a server that does not answer',
      '/index.html?projectId=down',
      '/index.html: the origins of down are not known (connection refused)',
    ],
    ['the social callback popup', '/social-callback.html?projectId=shop&state=x', undefined],
    ['the approve popup, even with a project', '/approve.html?projectId=shop', undefined],
  ])("behavior: %s gets frame-ancestors 'none'", async (_, path, refusal) => {
    expect(await headersOf(path)).toMatchObject({
      csp: "frame-ancestors 'none'",
      nosniff: 'nosniff',
      referrerPolicy: 'no-referrer',
      cacheControl: 'no-store',
    })
    if (refusal) expect(onRefusal).toHaveBeenCalledWith(refusal)
    else expect(onRefusal).not.toHaveBeenCalled()
  })

  test.each([
    ['/approve.html/?projectId=shop'],
    ['/approve/?projectId=shop'],
    ['/approve?projectId=shop'],
    ['/%61pprove.html?projectId=shop'],
    ['/social-callback.html/?projectId=shop'],
    ['/social-callback/?projectId=shop'],
    ['/social-callback?projectId=shop'],
    ['/%73ocial-callback.html?projectId=shop'],
    ['/index.html/?projectId=shop'],
    ['/index?projectId=shop'],
    ['/%69ndex.html?projectId=shop'],
    ['//?projectId=shop'],
    ['//index.html?projectId=shop'],
    ['/./index.html?projectId=shop'],
    ['/assets/../index.html?projectId=shop'],
    ['/%2e%2e/index.html?projectId=shop'],
    ['/other.html?projectId=shop'],
    ['/other?projectId=shop'],
  ])("behavior: %s (not the frame page as written) gets 'none' and asks nothing", async (path) => {
    // A server may answer these with a popup's or the frame page's content (sirv and Vite decode
    // the path, drop the trailing slash, add `.html`); only `/` and `/index.html` are framed.
    expect(await rawCspOf(path)).toBe("frame-ancestors 'none'")
    expect(loadOrigins).not.toHaveBeenCalled()
  })

  test("behavior: files get frame-ancestors 'none' and asks nothing", async () => {
    expect(await headersOf('/assets/frame-abc.js?projectId=shop')).toMatchObject({
      csp: "frame-ancestors 'none'",
      nosniff: 'nosniff',
      referrerPolicy: 'no-referrer',
      cacheControl: null,
    })
    expect(loadOrigins).not.toHaveBeenCalled()
  })

  test('behavior: a project’s answer is asked once and reused', async () => {
    const fresh = createSecurityHeaders({ authApiUrl: undefined, loadOrigins })
    const run = () =>
      new Promise<void>((resolve) =>
        fresh({ url: '/?projectId=shop', headers: {} } as never, { setHeader() {} } as never, () =>
          resolve(),
        ),
      )
    await run()
    await run()
    expect(loadOrigins).toHaveBeenCalledTimes(1)
  })

  test('parameters: an auth API URL that is not http(s) fails at once', () => {
    expect(() => createSecurityHeaders({ authApiUrl: 'ftp://server' })).toThrow(
      'VITE_PORTICO_AUTH_API_URL is not an http(s) URL: ftp://server',
    )
  })
})
