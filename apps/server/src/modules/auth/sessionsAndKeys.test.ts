import { randomBytes } from 'node:crypto'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthTestClient, newVisitor } from '../../testing/authTestClient.ts'
import { type AuthTestServer, createAuthTestServer } from '../../testing/createAuthTestServer.ts'

let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  server = await createAuthTestServer()
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

function newKey() {
  return {
    address: ADDRESS,
    keyBlob: randomBytes(120).toString('base64url'),
    unlockKey: randomBytes(32).toString('base64url'),
  }
}

const SESSION_EXPIRED = { code: 'SESSION_EXPIRED', message: 'Session expired' }

describe('Bearer routes', () => {
  it.each([
    ['GET', '/auth/v1/user'],
    ['PUT', '/auth/v1/key'],
    ['POST', '/auth/v1/key/unlock'],
    ['POST', '/auth/v1/sign-out'],
    ['POST', '/auth/v1/email/update'],
    ['POST', '/auth/v1/email/update/primary'],
    ['POST', '/auth/v1/email/update/secondary'],
  ] as const)('error: %s %s without a token → 401 SESSION_EXPIRED', async (method, url) => {
    const response = await auth.request(method, url, { body: {} })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(SESSION_EXPIRED)
    expect(response.headers['www-authenticate']).toBe('Bearer')
  })

  it.each([
    ['an unknown token', `Bearer ${randomBytes(32).toString('base64url')}`],
    ['a malformed token', 'Bearer not-a-token'],
    ['another scheme', `Basic ${randomBytes(32).toString('base64url')}`],
  ])('error: %s → 401 SESSION_EXPIRED', async (_case, authorization) => {
    const response = await server.app.inject({ url: '/auth/v1/user', headers: { authorization } })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(SESSION_EXPIRED)
  })

  it('default: GET /auth/v1/user answers the signed-in user', async () => {
    const visitor = newVisitor()
    const { token, user } = await auth.signIn(visitor)
    const response = await auth.request('GET', '/auth/v1/user', { token })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: user.id,
      email: visitor.email,
      address: null,
      solanaAddress: null,
    })
  })

  it('behavior: sign-out → 204 and the token stops working; other sessions go on', async () => {
    const visitor = newVisitor()
    const { token } = await auth.signIn(visitor)
    const quick = await createAuthTestServer({ resendDelayMs: 0 })
    try {
      const client = createAuthTestClient(quick)
      const first = await client.signIn(visitor)
      const second = await client.signIn(visitor)
      const signOut = await client.request('POST', '/auth/v1/sign-out', { token: first.token })
      expect(signOut.statusCode).toBe(204)
      expect(signOut.body).toBe('')
      const after = await client.request('GET', '/auth/v1/user', { token: first.token })
      expect(after.statusCode).toBe(401)
      expect(after.json()).toEqual(SESSION_EXPIRED)
      const other = await client.request('GET', '/auth/v1/user', { token: second.token })
      expect(other.statusCode).toBe(200)
    } finally {
      await quick.close()
    }
    // A JSON content type with an empty body is fine too.
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-out',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(204)
  })

  it('behavior: a session ends after auth.sessionTtlMs (a server with 400 ms sessions)', async () => {
    const shortLived = await createAuthTestServer({ sessionTtlMs: 400 })
    try {
      const client = createAuthTestClient(shortLived)
      const { token, expiresAt } = await client.signIn(newVisitor())
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(400)
      expect((await client.request('GET', '/auth/v1/user', { token })).statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 500))
      const response = await client.request('GET', '/auth/v1/user', { token })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(SESSION_EXPIRED)
    } finally {
      await shortLived.close()
    }
  })
})

describe('PUT /auth/v1/key + POST /auth/v1/key/unlock', () => {
  it('default: stores the key once (201, checksummed), then 409 KEY_EXISTS', async () => {
    const { token } = await auth.signIn(newVisitor())
    const key = newKey()
    const put = await auth.request('PUT', '/auth/v1/key', { token, body: key })
    expect(put.statusCode).toBe(201)
    expect(put.json()).toEqual({ address: getAddress(ADDRESS) })

    const user = await auth.request('GET', '/auth/v1/user', { token })
    expect(user.json().address).toBe(getAddress(ADDRESS))

    const again = await auth.request('PUT', '/auth/v1/key', { token, body: newKey() })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'KEY_EXISTS',
      message: 'This account already has a key',
    })
  })

  it('default: unlock answers the same blob and unlock key, on every device of the user', async () => {
    const visitor = newVisitor()
    const { token } = await auth.signIn(visitor)
    const key = newKey()
    await auth.request('PUT', '/auth/v1/key', { token, body: key })
    const unlock = await auth.request('POST', '/auth/v1/key/unlock', { token })
    expect(unlock.statusCode).toBe(200)
    expect(unlock.json()).toEqual({ ...key, address: getAddress(ADDRESS) })
  })

  it('behavior: two concurrent PUTs → one 201, one 409, and the stored key is the winner', async () => {
    const { token } = await auth.signIn(newVisitor())
    const keys = [newKey(), newKey()]
    const answers = await Promise.all(
      keys.map((body) => auth.request('PUT', '/auth/v1/key', { token, body })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const winner = keys[answers.findIndex((answer) => answer.statusCode === 201)]
    const unlock = await auth.request('POST', '/auth/v1/key/unlock', { token })
    expect(unlock.json().keyBlob).toBe(winner?.keyBlob)
  })

  it('error: unlock before a key is stored → 404 NO_KEY', async () => {
    const { token } = await auth.signIn(newVisitor())
    const response = await auth.request('POST', '/auth/v1/key/unlock', { token })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NO_KEY', message: 'This account has no key yet' })
  })

  it.each([
    [
      'address',
      { address: '0x1234' },
      'address: must be an EVM address (0x + 40 hex, valid checksum)',
    ],
    [
      'address (bad checksum)',
      { address: '0x70997970c51812DC3A010C7d01b50e0d17dc79C8' },
      'address: must be an EVM address (0x + 40 hex, valid checksum)',
    ],
    [
      'keyBlob (not base64url)',
      { keyBlob: 'a+b/c=' },
      'keyBlob: must be base64url of 1 to 2048 characters',
    ],
    [
      'keyBlob (too long)',
      { keyBlob: 'a'.repeat(2049) },
      'keyBlob: must be base64url of 1 to 2048 characters',
    ],
    [
      'unlockKey (31 bytes)',
      { unlockKey: randomBytes(31).toString('base64url') },
      'unlockKey: must be base64url of 32 bytes (43 characters)',
    ],
  ])('error: a bad %s → 400 BAD_REQUEST', async (_case, change, message) => {
    const { token } = await auth.signIn(newVisitor())
    const response = await auth.request('PUT', '/auth/v1/key', {
      token,
      body: { ...newKey(), ...change },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message })
    expect((await auth.request('POST', '/auth/v1/key/unlock', { token })).statusCode).toBe(404)
  })
})
