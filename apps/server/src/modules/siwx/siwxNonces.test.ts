import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/createTestDatabase.ts'
import { seedProjects } from '../projects/seedProjects.ts'
import { SIWX_NONCE_TTL_MS } from './siwxConstants.ts'
import { InvalidSiwxNonceError } from './siwxErrors.ts'
import { checkSiwxNonce, issueSiwxNonce, useSiwxNonce } from './siwxNonces.ts'

const PROJECT = 'nonce-project'
const OTHER_PROJECT = 'other-project'
const NOW = Date.parse('2026-11-22T10:00:00.000Z')

let dir: string
let testDatabase: TestDatabase | undefined
let database: OpenedDatabase

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-siwx-nonces-'))
  testDatabase = await createTestDatabase(dir)
  database = await openDatabase(testDatabase.url)
  const project = {
    allowedOrigins: [],
    features: [],
    analyticsEnabled: true,
    includeDefaultOrigins: true,
    nameZone: null,
    namesPerAddress: 1,
    smartAccountNetworks: [],
    gasSponsorshipLimitWei: null,
  }
  await seedProjects(database.db, [
    { id: PROJECT, name: 'Nonces', ...project },
    { id: OTHER_PROJECT, name: 'Other', ...project },
  ])
})

afterAll(async () => {
  await database?.close()
  await testDatabase?.drop()
  if (dir !== undefined) await rm(dir, { recursive: true, force: true })
})

const issue = (now = NOW, projectId = PROJECT) => issueSiwxNonce(database.db, { projectId, now })

describe('issueSiwxNonce', () => {
  it('default: 24 random letters and digits, valid 10 minutes', async () => {
    const [first, second] = await Promise.all([issue(), issue()])
    expect(first?.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(first?.nonce).not.toBe(second?.nonce)
    expect(first?.expiresAt).toBe(NOW + SIWX_NONCE_TTL_MS)
  })
})

describe('checkSiwxNonce and useSiwxNonce', () => {
  it('default: a fresh nonce checks, is used once, and is then refused', async () => {
    const { nonce } = await issue()
    const parameters = { projectId: PROJECT, nonce, now: NOW + 1000 }
    await expect(checkSiwxNonce(database.db, parameters)).resolves.toBeUndefined()
    await expect(checkSiwxNonce(database.db, parameters)).resolves.toBeUndefined()
    await expect(useSiwxNonce(database.db, parameters)).resolves.toBeUndefined()
    await expect(checkSiwxNonce(database.db, parameters)).rejects.toThrow(InvalidSiwxNonceError)
    await expect(useSiwxNonce(database.db, parameters)).rejects.toThrow(InvalidSiwxNonceError)
  })

  it('behavior: of ten uses racing for one nonce, exactly one wins', async () => {
    const { nonce } = await issue()
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        useSiwxNonce(database.db, { projectId: PROJECT, nonce, now: NOW }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.filter((result) => result.status === 'rejected')
    expect(refused).toHaveLength(9)
    for (const result of refused) expect(result.reason).toBeInstanceOf(InvalidSiwxNonceError)
  })

  it.each([
    ['at its expiry', PROJECT, SIWX_NONCE_TTL_MS],
    ['for another project', OTHER_PROJECT, 0],
  ])('error: a nonce %s is refused', async (_case, projectId, later) => {
    const { nonce } = await issue()
    const parameters = { projectId, nonce, now: NOW + later }
    await expect(checkSiwxNonce(database.db, parameters)).rejects.toThrow(InvalidSiwxNonceError)
    await expect(useSiwxNonce(database.db, parameters)).rejects.toThrow(InvalidSiwxNonceError)
  })

  it('error: a nonce this server never issued is refused', async () => {
    const parameters = { projectId: PROJECT, nonce: 'k2Xw9fQ1pLm3Qr7TzzzzzzZZ', now: NOW }
    await expect(checkSiwxNonce(database.db, parameters)).rejects.toThrow(InvalidSiwxNonceError)
  })

  it('behavior: issuing clears nonces that have expired', async () => {
    const { nonce } = await issue(NOW)
    await issue(NOW + SIWX_NONCE_TTL_MS)
    // Back in time, the cleared nonce would be valid if it were still stored.
    const parameters = { projectId: PROJECT, nonce, now: NOW }
    await expect(checkSiwxNonce(database.db, parameters)).rejects.toThrow(InvalidSiwxNonceError)
  })
})
