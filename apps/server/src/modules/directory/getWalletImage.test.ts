import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUNDLED_DATA_DIR } from '../../buildServer.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

interface RawWallet {
  id: string
  image_id: string | null
  image_url: string | null
}
const allWallets = JSON.parse(
  readFileSync(join(BUNDLED_DATA_DIR, 'wallets.json'), 'utf8'),
) as RawWallet[]
const webpWallet = allWallets.find((wallet) => wallet.image_url?.endsWith('.webp'))!
const svgWallet = allWallets.find((wallet) => wallet.image_url?.endsWith('.svg'))!
const walletWithoutImage = allWallets.find((wallet) => wallet.image_id === null)!

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

function getImage(path: string, projectId: string | null = TEST_PROJECT_ID) {
  const query = projectId === null ? '' : `?projectId=${projectId}`
  return server.app.inject({ method: 'GET', url: `/getWalletImage/${path}${query}` })
}

describe('GET /getWalletImage/:id', () => {
  it('default: serves a webp icon with its bytes, type and a one-day immutable cache', async () => {
    const response = await getImage(webpWallet.image_id!)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(
      response.rawPayload.equals(readFileSync(join(BUNDLED_DATA_DIR, webpWallet.image_url!))),
    ).toBe(true)
  })

  it('behavior: serves an svg icon as image/svg+xml with a script-free CSP', async () => {
    const response = await getImage(svgWallet.image_id!)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
    expect(response.body).toBe(readFileSync(join(BUNDLED_DATA_DIR, svgWallet.image_url!), 'utf8'))
  })

  it('parameters: an upper-case id finds the same icon', async () => {
    const response = await getImage(webpWallet.image_id!.toUpperCase())
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
  })

  it('error: an unknown well-formed id → 404 JSON', async () => {
    const response = await getImage('0'.repeat(64))
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Wallet image not found' })
  })

  it('error: a wallet without an icon → 404 JSON', async () => {
    const response = await getImage(walletWithoutImage.id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Wallet image not found' })
  })

  it.each([
    ['encoded parent path', '..%2F..%2F..%2Fpackage.json'],
    ['double-encoded parent path', '%252e%252e%252fpackage.json'],
    ['dot segments', '%2e%2e%2f%2e%2e%2fwallets.json'],
    ['id with its file extension', `${'a'.repeat(64)}.webp`],
    ['id with a trailing slash segment', `${'a'.repeat(64)}%2F..%2F..%2Fwallets.json`],
    ['63 hex characters', 'a'.repeat(63)],
    ['65 hex characters', 'a'.repeat(65)],
    ['non-hex characters', 'g'.repeat(64)],
    ['encoded NUL byte', `${'a'.repeat(63)}%00`],
  ])('error: %s → 400, no file is read', async (_case, path) => {
    const response = await getImage(path)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'id: must be 64 hexadecimal characters',
    })
  })

  it('error: a raw ../ path never reaches a file', async () => {
    const response = await getImage('../../package.json')
    expect([400, 404]).toContain(response.statusCode)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json().code).toMatch(/^(BAD_REQUEST|NOT_FOUND)$/)
  })

  it('error: an image request needs the project id in the query', async () => {
    const response = await getImage(webpWallet.image_id!, null)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('PROJECT_ID_MISSING')
  })
})
