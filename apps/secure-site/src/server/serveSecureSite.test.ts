// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get as httpGet } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ServeSecureSiteReturnType, serveSecureSite } from './serveSecureSite.ts'

// The production server over a small stand-in of `dist`, the origins answered in memory.
let dir: string
let site: ServeSecureSiteReturnType

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-secure-site-dist-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>frame</title>')
  await writeFile(join(dir, 'social-callback.html'), '<!doctype html><title>callback</title>')
  await writeFile(join(dir, 'approve.html'), '<!doctype html><title>approve</title>')
  await writeFile(join(dir, 'assets', 'frame-abc.js'), 'console.log(1)')
  await writeFile(join(dir, '.env'), 'SECRET=1')
  site = await serveSecureSite({
    root: dir,
    port: 0,
    authApiUrl: undefined,
    loadOrigins: async (projectId) =>
      projectId === 'shop'
        ? {
            kind: 'found',
            origins: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: false },
          }
        : { kind: 'unknown-project' },
  })
})

afterAll(async () => {
  await site?.close()
  await rm(dir, { recursive: true, force: true })
})

async function get(path: string) {
  const response = await fetch(`${site.url}${path}`)
  return {
    status: response.status,
    body: await response.text(),
    csp: response.headers.get('content-security-policy'),
    nosniff: response.headers.get('x-content-type-options'),
    referrerPolicy: response.headers.get('referrer-policy'),
  }
}

/** A request for `path` exactly as written (`fetch` would resolve `.` and `..`). */
function rawGet(path: string): Promise<{ status: number | undefined; csp: unknown }> {
  return new Promise((resolve, reject) => {
    httpGet(`${site.url}/`, { path }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode, csp: response.headers['content-security-policy'] }),
      )
    }).on('error', reject)
  })
}

describe('serveSecureSite', () => {
  test('default: the frame page with the project’s frame-ancestors', async () => {
    for (const path of ['/?projectId=shop', '/index.html?projectId=shop']) {
      expect(await get(path)).toEqual({
        status: 200,
        body: '<!doctype html><title>frame</title>',
        csp: 'frame-ancestors https://shop.example',
        nosniff: 'nosniff',
        referrerPolicy: 'no-referrer',
      })
    }
  })

  test("behavior: the callback page, files and unknown projects get 'none'", async () => {
    for (const path of [
      '/social-callback.html?state=x',
      '/approve.html?projectId=shop',
      '/assets/frame-abc.js',
      '/?projectId=nope',
    ]) {
      const answer = await get(path)
      expect(answer.status).toBe(200)
      expect(answer.csp).toBe("frame-ancestors 'none'")
      expect(answer.nosniff).toBe('nosniff')
    }
  })

  test('behavior: what is not a file of the site is 404, with the headers', async () => {
    for (const path of ['/missing.html', '/.env', '/../package.json']) {
      expect(await get(path)).toMatchObject({
        status: 404,
        csp: "frame-ancestors 'none'",
        nosniff: 'nosniff',
        referrerPolicy: 'no-referrer',
      })
    }
  })

  test.each([
    ['/approve.html/?projectId=shop'],
    ['/approve/?projectId=shop'],
    ['/approve?projectId=shop'],
    ['/%61pprove.html?projectId=shop'],
    ['/social-callback.html/?state=x'],
    ['/social-callback/?state=x'],
    ['/social-callback?state=x'],
    ['/%73ocial-callback.html?state=x'],
    ['/index.html/?projectId=shop'],
    ['/index?projectId=shop'],
    ['/%69ndex.html?projectId=shop'],
    ['//index.html?projectId=shop'],
    ['/assets/../approve.html?projectId=shop'],
    ['/%2e%2e/approve.html?projectId=shop'],
    ['/assets%2fframe-abc.js'],
  ])("behavior: %s, another spelling of a file, is 404 with 'none'", async (path) => {
    expect(await rawGet(path)).toEqual({ status: 404, csp: "frame-ancestors 'none'" })
  })
})
