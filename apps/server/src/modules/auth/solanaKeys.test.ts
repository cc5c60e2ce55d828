import { randomBytes } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tablesOf } from '../../db/database.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import { createAuthTestClient, newVisitor } from '../../testing/authTestClient.ts'
import { type AuthTestServer, createAuthTestServer } from '../../testing/createAuthTestServer.ts'
import { deriveAuthKeys } from './masterKey.ts'
import { unwrapSecret } from './wrapSecret.ts'

let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  server = await createAuthTestServer()
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const EVM_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

async function newSolanaKey() {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32)))
  return {
    namespace: 'solana',
    address: signer.address as string,
    keyBlob: randomBytes(60).toString('base64url'),
    unlockKey: randomBytes(32).toString('base64url'),
  }
}

function newEvmKey() {
  return {
    address: EVM_ADDRESS,
    keyBlob: randomBytes(60).toString('base64url'),
    unlockKey: randomBytes(32).toString('base64url'),
  }
}

describe('keys per namespace: PUT /auth/v1/key, POST /auth/v1/key/unlock, GET /auth/v1/user', () => {
  it('default: a Solana key is stored beside the EVM key, each unlocked by its namespace', async () => {
    const { token } = await auth.signIn(newVisitor())
    const before = await auth.request('GET', '/auth/v1/user', { token })
    expect(before.json()).toMatchObject({ address: null, solanaAddress: null })

    const evm = newEvmKey()
    const solana = await newSolanaKey()
    expect((await auth.request('PUT', '/auth/v1/key', { token, body: evm })).statusCode).toBe(201)
    const put = await auth.request('PUT', '/auth/v1/key', { token, body: solana })
    expect(put.statusCode).toBe(201)
    expect(put.json()).toEqual({ address: solana.address })

    const user = await auth.request('GET', '/auth/v1/user', { token })
    expect(user.json()).toMatchObject({
      address: getAddress(EVM_ADDRESS),
      solanaAddress: solana.address,
    })

    const unlockSolana = await auth.request('POST', '/auth/v1/key/unlock', {
      token,
      body: { namespace: 'solana' },
    })
    expect(unlockSolana.statusCode).toBe(200)
    expect(unlockSolana.json()).toEqual({
      address: solana.address,
      keyBlob: solana.keyBlob,
      unlockKey: solana.unlockKey,
    })
    // No body, and an explicit eip155, are the EVM key.
    for (const body of [undefined, { namespace: 'eip155' }]) {
      const unlockEvm = await auth.request('POST', '/auth/v1/key/unlock', { token, body })
      expect(unlockEvm.json()).toEqual({ ...evm, address: getAddress(EVM_ADDRESS) })
    }
  })

  it('behavior: the Solana key is stored once (409 KEY_EXISTS) and is 404 NO_KEY before', async () => {
    const { token } = await auth.signIn(newVisitor())
    const before = await auth.request('POST', '/auth/v1/key/unlock', {
      token,
      body: { namespace: 'solana' },
    })
    expect(before.statusCode).toBe(404)
    expect(before.json()).toEqual({ code: 'NO_KEY', message: 'This account has no key yet' })
    // An EVM key does not make a Solana one, nor the reverse.
    await auth.request('PUT', '/auth/v1/key', { token, body: await newSolanaKey() })
    expect((await auth.request('POST', '/auth/v1/key/unlock', { token })).statusCode).toBe(404)
    const again = await auth.request('PUT', '/auth/v1/key', { token, body: await newSolanaKey() })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('KEY_EXISTS')
  })

  it('attack: the Solana wrap is bound to user and namespace: copied into the EVM columns it does not unwrap', async () => {
    const { token } = await auth.signIn(newVisitor())
    const solana = await newSolanaKey()
    await auth.request('PUT', '/auth/v1/key', { token, body: solana })
    const { id } = (await auth.request('GET', '/auth/v1/user', { token })).json()
    const { db, close } = await openDatabase(server.config.databaseUrl)
    try {
      const { authUsers } = tablesOf(db)
      const [row] = await db
        .select({ wrapped: authUsers.solanaWrappedUnlockKey, blob: authUsers.solanaKeyBlob })
        .from(authUsers)
        .where(eq(authUsers.id, id))
      const wrapped = String(row?.wrapped)
      const { wrapKey } = deriveAuthKeys(server.masterKey)
      const unlockBytes = Buffer.from(solana.unlockKey, 'base64url')
      expect(unwrapSecret(wrapKey, wrapped, `${id}:solana`).equals(unlockBytes)).toBe(true)
      expect(() => unwrapSecret(wrapKey, wrapped, id)).toThrow()
      // Moved into the EVM columns by someone with the database: the unlock fails, no key out.
      await db
        .update(authUsers)
        .set({ address: getAddress(EVM_ADDRESS), keyBlob: row?.blob, wrappedUnlockKey: wrapped })
        .where(eq(authUsers.id, id))
    } finally {
      await close()
    }
    const unlock = await auth.request('POST', '/auth/v1/key/unlock', { token })
    expect(unlock.statusCode).toBe(500)
    expect(JSON.stringify(unlock.json())).not.toContain(solana.unlockKey)
  })

  it.each([
    [
      'an EVM address as a Solana one',
      { address: EVM_ADDRESS },
      'address: must be a Solana address (base58 of 32 bytes)',
    ],
    [
      'a base58 text that is not 32 bytes',
      { address: '3Zv2cEVkH5G2opik' },
      'address: must be a Solana address (base58 of 32 bytes)',
    ],
    ['an unknown namespace', { namespace: 'polkadot' }, "namespace: must be 'eip155' or 'solana'"],
  ])('error: %s → 400 BAD_REQUEST', async (_case, change, message) => {
    const { token } = await auth.signIn(newVisitor())
    const response = await auth.request('PUT', '/auth/v1/key', {
      token,
      body: { ...(await newSolanaKey()), ...change },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message })
  })

  it('error: unlock with an unknown namespace → 400 BAD_REQUEST', async () => {
    const { token } = await auth.signIn(newVisitor())
    const response = await auth.request('POST', '/auth/v1/key/unlock', {
      token,
      body: { namespace: 'cosmos' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: "namespace: must be 'eip155' or 'solana'",
    })
  })
})
