import { DEV_ACCOUNTS } from '@portico/devnet'
import type { PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { nameTestMessage, postName } from './testing/nameTestRequests.ts'

// The routes on a real server and database (SQLite, and Postgres in the server-postgres run),
// with real EIP-191 signatures of dev keys. Contract accounts: profileSmartAccount.test.ts.
const ZONE = 'portico.id'
const TWO_NAMES = 'two-names'
const OTHER_ZONE = 'other-zone'
const NO_NAMES = 'no-names'
const ANVIL_COIN_TYPE = 2_147_514_985 // 0x80000000 | 31337
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A new key (an EOA needs no chain): no other test has registered with it. */
function freshAccount(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey())
}

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    projects: [
      { id: TEST_PROJECT_ID, name: 'Test', nameZone: ZONE },
      { id: TWO_NAMES, name: 'Two names', nameZone: ZONE, namesPerAddress: 2 },
      { id: OTHER_ZONE, name: 'Other zone', nameZone: 'other.id' },
      { id: NO_NAMES, name: 'No names' },
    ],
    indexer: { enabled: false },
  })
})
afterAll(() => server?.close())

interface RegisterOptions {
  projectId?: string
  coinType?: number
  issuedAt?: Date
  /** Overrides of the message's lines. */
  message?: { name?: string; projectId?: string; coinType?: number; address?: string }
  /** Signs with this key instead of the account's. */
  signer?: PrivateKeyAccount
  address?: string
}

async function signedBody(account: PrivateKeyAccount, name: string, options: RegisterOptions) {
  const projectId = options.projectId ?? TEST_PROJECT_ID
  const coinType = options.coinType ?? 60
  const address = options.address ?? account.address
  const message = nameTestMessage({
    name: options.message?.name ?? name,
    address: options.message?.address ?? address,
    coinType: options.message?.coinType ?? coinType,
    projectId: options.message?.projectId ?? projectId,
    issuedAt: options.issuedAt,
  })
  const signature = await (options.signer ?? account).signMessage({ message })
  return { projectId, body: { coin_type: coinType, address, message, signature } }
}

async function register(account: PrivateKeyAccount, name: string, options: RegisterOptions = {}) {
  const { projectId, body } = await signedBody(account, name, options)
  return postName(server.app, projectId, body)
}

async function get(url: string) {
  const response = await server.app.inject({ url })
  return { status: response.statusCode, body: response.json() }
}

describe('POST /v1/profile/account', () => {
  it('default: registers the name and answers the ProfileName, readable back by name', async () => {
    const account = freshAccount()
    const before = Math.floor(Date.now() / 1000)
    const registered = await register(account, 'Alice.portico.id', { coinType: ANVIL_COIN_TYPE })
    expect(registered.status).toBe(200)
    expect(registered.body).toEqual({
      name: 'alice.portico.id',
      registered: expect.any(Number),
      updated: expect.any(Number),
      addresses: { [String(ANVIL_COIN_TYPE)]: { address: account.address } },
      attributes: {},
    })
    const { registered: at } = registered.body as { registered: number }
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    const read = await get(`/v1/profile/account/ALICE.portico.id?projectId=${TEST_PROJECT_ID}`)
    expect(read).toEqual({ status: 200, body: registered.body })
  })

  it('behavior: re-posting the identical body answers the same record (idempotent)', async () => {
    const account = freshAccount()
    const { projectId, body } = await signedBody(account, 'idempotent.portico.id', {})
    const first = await postName(server.app, projectId, body)
    expect(first.status).toBe(200)
    expect(await postName(server.app, projectId, body)).toEqual(first)
  })

  it('error: the same message with another body is refused as replayed', async () => {
    const account = freshAccount()
    const { projectId, body } = await signedBody(account, 'replayed.portico.id', {})
    expect((await postName(server.app, projectId, body)).status).toBe(200)
    const forged = await freshAccount().signMessage({ message: body.message })
    expect(await postName(server.app, projectId, { ...body, signature: forged })).toEqual({
      status: 409,
      body: { code: 'MESSAGE_REPLAYED', message: 'The message was replayed: it was already used' },
    })
  })

  it('error: a signature by another key is 401 INVALID_SIGNATURE, and nothing is stored', async () => {
    const account = freshAccount()
    const forged = await register(account, 'forged.portico.id', { signer: freshAccount() })
    expect(forged).toEqual({
      status: 401,
      body: { code: 'INVALID_SIGNATURE', message: 'Invalid signature' },
    })
    const read = await get(`/v1/profile/account/forged.portico.id?projectId=${TEST_PROJECT_ID}`)
    expect(read.status).toBe(404)
    const garbage = await signedBody(account, 'garbage.portico.id', {})
    expect(
      (await postName(server.app, TEST_PROJECT_ID, { ...garbage.body, signature: '0x1234' }))
        .status,
    ).toBe(401)
  })

  it.each([
    ['too short', 'abc', 'A name needs at least 4 characters'],
    ['an underscore', 'al_ce', 'A name can only have letters, digits and hyphens'],
    ['a space', 'al%20ce', 'A name can only have letters, digits and hyphens'],
    ['64 characters', 'a'.repeat(64), 'A name can have at most 63 characters'],
  ])('error: a label with %s is 400 INVALID_NAME saying which rule', async (_, label, message) => {
    const name = `${decodeURIComponent(label)}.${ZONE}`
    const response = await register(freshAccountFor(name), name)
    if (label === 'al%20ce') {
      // A space ends the name in the message's first line: the text is not the contract's.
      expect(response.status).toBe(400)
      expect((response.body as { code: string }).code).toBe('INVALID_MESSAGE')
      return
    }
    expect(response).toEqual({ status: 400, body: { code: 'INVALID_NAME', message } })
  })

  it('behavior: 4 and 63 characters, digits and hyphens are accepted', async () => {
    expect((await register(freshAccount(), `ab-1.${ZONE}`)).status).toBe(200)
    expect((await register(freshAccount(), `${'b'.repeat(62)}9.${ZONE}`)).status).toBe(200)
  })

  it.each([
    ['past', -11 * 60_000, 'MESSAGE_EXPIRED', 'it was issued more than 10 minutes ago'],
    ['future', 2 * 60_000, 'MESSAGE_NOT_YET_VALID', "it is dated ahead of the server's clock"],
  ])('error: a message issued in the %s is refused as stale', async (_, offset, code, why) => {
    const response = await register(freshAccountFor('stale'), `stale-${_}.${ZONE}`, {
      issuedAt: new Date(Date.now() + offset),
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      code,
      message: expect.stringContaining('The message is stale'),
    })
    expect((response.body as { message: string }).message).toContain(why)
  })

  it("error: a name outside the project's zone is 400 ZONE_MISMATCH", async () => {
    expect(await register(freshAccountFor('zone'), 'bobby.other.id')).toEqual({
      status: 400,
      body: {
        code: 'ZONE_MISMATCH',
        message: "The name bobby.other.id is not in this project's zone portico.id",
      },
    })
  })

  it('error: a message for another project is refused, even in the same zone', async () => {
    expect(
      await register(freshAccountFor('project'), `project-b.${ZONE}`, {
        message: { projectId: TWO_NAMES },
      }),
    ).toEqual({
      status: 400,
      body: { code: 'INVALID_MESSAGE', message: 'The message is for another project' },
    })
  })

  it('error: registration is off (403) for a project without a zone', async () => {
    expect(
      await register(freshAccountFor('off'), `off-name.${ZONE}`, { projectId: NO_NAMES }),
    ).toEqual({
      status: 403,
      body: { code: 'NAMES_DISABLED', message: 'Name registration is off for this project' },
    })
  })

  it.each([
    ['501 (Solana) with an EVM address', 501, undefined],
    ['60 with a Solana address', 60, SOLANA_ADDRESS],
    ['0x80000000 (chain 0)', 0x80000000, undefined],
    ['past 32 bits', 0x1_0000_0000, undefined],
  ])('error: coin type %s is 400 COIN_TYPE_MISMATCH', async (_, coinType, address) => {
    const account = freshAccountFor('coin')
    const response = await postName(server.app, TEST_PROJECT_ID, {
      coin_type: coinType,
      address: address ?? account.address,
      message: 'Register the name coin-type.portico.id',
      signature: '0x00',
    })
    expect(response).toEqual({
      status: 400,
      body: { code: 'COIN_TYPE_MISMATCH', message: 'The coin type does not match the address' },
    })
  })

  it("error: message lines that are not the request's are 400 INVALID_MESSAGE", async () => {
    const account = freshAccountFor('lines')
    const coin = await register(account, `lines-coin.${ZONE}`, { message: { coinType: 1 } })
    expect(coin.body).toEqual({
      code: 'INVALID_MESSAGE',
      message: "The message's coin type is not the request's coin type",
    })
    const other = await register(account, `lines-addr.${ZONE}`, {
      message: { address: freshAccount().address },
    })
    expect(other.body).toEqual({
      code: 'INVALID_MESSAGE',
      message: "The message's address is not the request's address",
    })
    const { body } = await signedBody(account, `lines-text.${ZONE}`, {})
    const extra = `${body.message}\nResources: x`
    const signature = await account.signMessage({ message: extra })
    expect(
      await postName(server.app, TEST_PROJECT_ID, { ...body, message: extra, signature }),
    ).toEqual({
      status: 400,
      body: { code: 'INVALID_MESSAGE', message: 'The message is not a name registration text' },
    })
    const lower = body.message.replace(account.address, account.address.toLowerCase())
    const unchecksummed = await postName(server.app, TEST_PROJECT_ID, {
      ...body,
      message: lower,
      signature: await account.signMessage({ message: lower }),
    })
    expect(unchecksummed.body).toEqual({
      code: 'INVALID_MESSAGE',
      message: "The message's address is not EIP-55 checksummed",
    })
  })

  it('error: a malformed body is 400 BAD_REQUEST naming the field', async () => {
    const response = await postName(server.app, TEST_PROJECT_ID, {
      coin_type: '60' as unknown as number,
      address: '0x',
      message: '',
      signature: '0x',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('coin_type'),
    })
  })

  it('error: a name taken (in any project of the zone) is 409 NAME_TAKEN', async () => {
    expect((await register(freshAccount(), `taken.${ZONE}`)).status).toBe(200)
    const again = await register(freshAccount(), `taken.${ZONE}`, { projectId: TWO_NAMES })
    expect(again).toEqual({
      status: 409,
      body: { code: 'NAME_TAKEN', message: 'The name taken.portico.id is already taken' },
    })
  })

  it('behavior: one name per address per zone, unless the project allows more', async () => {
    const account = freshAccount()
    expect((await register(account, `first-one.${ZONE}`)).status).toBe(200)
    expect(await register(account, `second-one.${ZONE}`)).toEqual({
      status: 409,
      body: {
        code: 'NAME_LIMIT_REACHED',
        message: 'This address already has a name in portico.id',
      },
    })
    // TWO_NAMES allows 2 in the same zone: the first counts.
    expect((await register(account, `second-two.${ZONE}`, { projectId: TWO_NAMES })).status).toBe(
      200,
    )
    expect(await register(account, `third-two.${ZONE}`, { projectId: TWO_NAMES })).toEqual({
      status: 409,
      body: {
        code: 'NAME_LIMIT_REACHED',
        message: 'This address already has 2 names in portico.id, the most allowed',
      },
    })
    // Another zone has its own count.
    expect((await register(account, 'first-one.other.id', { projectId: OTHER_ZONE })).status).toBe(
      200,
    )
  })

  it('behavior: two requests racing for one name give one winner and a 409 NAME_TAKEN', async () => {
    const results = await Promise.all(
      [freshAccount(), freshAccount()].map(async (account) => {
        const { projectId, body } = await signedBody(account, `race.${ZONE}`, {})
        return postName(server.app, projectId, body)
      }),
    )
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(results.find((result) => result.status === 409)?.body).toEqual({
      code: 'NAME_TAKEN',
      message: 'The name race.portico.id is already taken',
    })
  })

  it('behavior: one address racing for two names with a limit of 1 gets one', async () => {
    const account = freshAccount()
    const bodies = await Promise.all(
      ['race-a', 'race-b'].map((label) => signedBody(account, `${label}.${ZONE}`, {})),
    )
    const results = await Promise.all(
      bodies.map(({ projectId, body }) => postName(server.app, projectId, body)),
    )
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({
      code: 'NAME_LIMIT_REACHED',
    })
  })
})

describe('GET /v1/profile/account/:name', () => {
  it('error: an unregistered name is 404 Name not found', async () => {
    expect(await get(`/v1/profile/account/nobody.portico.id?projectId=${TEST_PROJECT_ID}`)).toEqual(
      { status: 404, body: { code: 'NOT_FOUND', message: 'Name not found' } },
    )
  })

  it('error: without a project id the guard refuses, as on every /v1 route', async () => {
    expect((await get('/v1/profile/account/nobody.portico.id')).status).toBe(400)
  })
})

describe('GET /v1/profile/reverse/:address', () => {
  it('default: the names of an address, oldest first, any case; `zone` narrows them', async () => {
    const account = freshAccount()
    await register(account, `reverse-1.${ZONE}`, { projectId: TWO_NAMES })
    await register(account, `reverse-2.${ZONE}`, { projectId: TWO_NAMES })
    await register(account, 'reverse.other.id', { projectId: OTHER_ZONE })
    const all = await get(
      `/v1/profile/reverse/${account.address.toLowerCase()}?projectId=${TEST_PROJECT_ID}`,
    )
    expect(all.status).toBe(200)
    expect((all.body as { name: string }[]).map((entry) => entry.name)).toEqual([
      'reverse-1.portico.id',
      'reverse-2.portico.id',
      'reverse.other.id',
    ])
    const inZone = await get(
      `/v1/profile/reverse/${account.address}?projectId=${TEST_PROJECT_ID}&zone=other.id`,
    )
    expect((inZone.body as { name: string }[]).map((entry) => entry.name)).toEqual([
      'reverse.other.id',
    ])
  })

  it('behavior: an address without names, or not an EVM one, gets an empty list', async () => {
    for (const address of [DEV_ACCOUNTS[0].address, SOLANA_ADDRESS])
      expect(await get(`/v1/profile/reverse/${address}?projectId=${TEST_PROJECT_ID}`)).toEqual({
        status: 200,
        body: [],
      })
  })
})

describe('GET /v1/profile/suggestions/:name', () => {
  it('default: a free name is answered alone, registered false', async () => {
    expect(
      await get(`/v1/profile/suggestions/free-name?projectId=${TEST_PROJECT_ID}&zone=${ZONE}`),
    ).toEqual({
      status: 200,
      body: { suggestions: [{ name: 'free-name.portico.id', registered: false }] },
    })
  })

  it('behavior: a taken name comes first, then 5 free names derived from it', async () => {
    expect((await register(freshAccount(), `carol.${ZONE}`)).status).toBe(200)
    expect((await register(freshAccount(), `carol1.${ZONE}`)).status).toBe(200)
    // A full name; the zone from the query, then from the name itself.
    for (const url of [
      `/v1/profile/suggestions/carol?projectId=${TEST_PROJECT_ID}&zone=${ZONE}`,
      `/v1/profile/suggestions/Carol.portico.id?projectId=${OTHER_ZONE}`,
      `/v1/profile/suggestions/carol?projectId=${TEST_PROJECT_ID}`,
    ]) {
      const { status, body } = await get(url)
      expect(status).toBe(200)
      expect(body).toEqual({
        suggestions: [
          { name: 'carol.portico.id', registered: true },
          { name: 'carol-id.portico.id', registered: false },
          { name: 'carol2.portico.id', registered: false },
          { name: 'carol-app.portico.id', registered: false },
          { name: 'carol3.portico.id', registered: false },
          { name: 'carol-web.portico.id', registered: false },
        ],
      })
    }
  })

  it('behavior: alternatives of a 63-character label stay within 63 characters', async () => {
    const label = 'd'.repeat(63)
    expect((await register(freshAccount(), `${label}.${ZONE}`)).status).toBe(200)
    const { body } = await get(
      `/v1/profile/suggestions/${label}?projectId=${TEST_PROJECT_ID}&zone=${ZONE}`,
    )
    const names = (body as { suggestions: { name: string }[] }).suggestions.map((s) => s.name)
    expect(names).toHaveLength(6)
    for (const name of names) expect(name.split('.')[0]?.length).toBeLessThanOrEqual(63)
  })

  it('error: a label that breaks the rules is 400 INVALID_NAME; no zone at all is 400', async () => {
    expect(
      await get(`/v1/profile/suggestions/abc?projectId=${TEST_PROJECT_ID}&zone=${ZONE}`),
    ).toEqual({
      status: 400,
      body: { code: 'INVALID_NAME', message: 'A name needs at least 4 characters' },
    })
    expect((await get(`/v1/profile/suggestions/alice?projectId=${NO_NAMES}`)).status).toBe(400)
  })
})

describe('GET /v1/identity/:address', () => {
  it("behavior: answers the address's oldest name in the asking project's zone", async () => {
    const account = freshAccount()
    await register(account, 'ident.other.id', { projectId: OTHER_ZONE })
    await register(account, `ident-1.${ZONE}`, { projectId: TWO_NAMES })
    await register(account, `ident-2.${ZONE}`, { projectId: TWO_NAMES })
    const identity = (projectId: string) =>
      get(`/v1/identity/${account.address.toLowerCase()}?projectId=${projectId}`)
    expect(await identity(TEST_PROJECT_ID)).toEqual({
      status: 200,
      body: { name: 'ident-1.portico.id', avatar: null },
    })
    expect((await identity(OTHER_ZONE)).body.name).toBe('ident.other.id')
    expect((await identity(NO_NAMES)).body.name).toBeNull()
  })
})

const byLabel = new Map<string, PrivateKeyAccount>()
/** A key per group of refusals: nothing gets stored, so the same key can be reused. */
function freshAccountFor(group: string): PrivateKeyAccount {
  let account = byLabel.get(group)
  if (account === undefined) {
    account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey)
    byLabel.set(group, account)
  }
  return account
}
