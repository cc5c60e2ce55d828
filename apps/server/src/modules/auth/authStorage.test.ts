import { randomBytes } from 'node:crypto'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, tablesOf } from '../../db/database.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import {
  createAuthTestClient,
  newDeviceId,
  newVisitor,
  SUBJECTS,
} from '../../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_PUBLIC_URL,
} from '../../testing/createAuthTestServer.ts'
import { deriveAuthKeys } from './masterKey.ts'
import { unwrapSecret } from './wrapSecret.ts'

let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  server = await createAuthTestServer({ resendDelayMs: 0 })
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

/** Every value of every auth_* table, as text, read straight from the database. */
async function dumpAuthTables(): Promise<string> {
  const { db, dialect, close } = await openDatabase(server.config.databaseUrl)
  try {
    const tables = await queryRows<{ name: string }>(
      db,
      dialect === 'postgres'
        ? sql`SELECT table_name AS name FROM information_schema.tables
              WHERE table_schema = 'public' AND table_name LIKE 'auth%'`
        : sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'auth%'`,
    )
    expect(tables.length).toBeGreaterThan(5)
    const parts: string[] = []
    for (const { name } of tables) {
      const rows = await queryRows(db, sql.raw(`SELECT * FROM "${name}"`))
      for (const row of rows) parts.push(Object.values(row).map(String).join('|'))
    }
    return parts.join('\n')
  } finally {
    await close()
  }
}

describe('what the database keeps', () => {
  it('behavior: never a code, a session token, an approval token or an unlock key in the clear', async () => {
    const visitor = newVisitor()
    // A code waiting to be used, then a session.
    const pendingCode = await auth.requestCode(visitor)
    const dumpWithCode = await dumpAuthTables()
    expect(dumpWithCode).toContain(visitor.email)
    expect(dumpWithCode).not.toContain(pendingCode)
    const { token, user } = (await auth.verify(visitor, pendingCode)).json()

    const unlockKeyBytes = randomBytes(32)
    const unlockKey = unlockKeyBytes.toString('base64url')
    const keyBlob = randomBytes(64).toString('base64url')
    const address = OTHER_ADDRESS
    await auth.request('PUT', '/auth/v1/key', { token, body: { address, keyBlob, unlockKey } })

    // An approval link waiting to be opened.
    const phone = { ...visitor, deviceId: newDeviceId() }
    const approvalMail = auth.nextMail(visitor.email, SUBJECTS.approval)
    await auth.start(phone)
    const link = (await approvalMail()).text
      .split('\n')
      .find((line) => line.startsWith(TEST_PUBLIC_URL))
    const approvalToken = new URL(link ?? '').searchParams.get('token') ?? ''
    expect(approvalToken).toHaveLength(43)

    const dump = await dumpAuthTables()
    expect(dump).toContain(user.id)
    expect(dump).toContain(keyBlob) // the frame's ciphertext is stored as given
    for (const secret of [
      token,
      approvalToken,
      unlockKey,
      unlockKeyBytes.toString('base64'),
      unlockKeyBytes.toString('hex'),
    ])
      expect(dump).not.toContain(secret)

    // The stored unlock key is the master key's AES-GCM wrap of the real one, bound to the user.
    const { db, close } = await openDatabase(server.config.databaseUrl)
    try {
      const { authUsers } = tablesOf(db)
      const [row] = await db
        .select({ wrapped: authUsers.wrappedUnlockKey })
        .from(authUsers)
        .where(eq(authUsers.id, user.id))
      const wrapped = String(row?.wrapped)
      expect(Buffer.from(wrapped, 'base64url')).toHaveLength(12 + 32 + 16)
      const { wrapKey } = deriveAuthKeys(server.masterKey)
      expect(unwrapSecret(wrapKey, wrapped, user.id).equals(unlockKeyBytes)).toBe(true)
      expect(() => unwrapSecret(wrapKey, wrapped, 'another-user')).toThrow()
    } finally {
      await close()
    }
  })
})
