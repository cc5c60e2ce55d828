import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

const NAMED = OTHER_ADDRESS
const UNNAMED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    identities: [
      { address: NAMED.toLowerCase(), name: 'alice.portico', avatar: 'https://img.example/a.png' },
    ],
  })
})
afterAll(() => server?.close())

const getIdentity = async (address: string, query = '') => {
  const response = await server.app.inject({
    url: `/v1/identity/${address}?projectId=${TEST_PROJECT_ID}${query}`,
  })
  return { status: response.statusCode, body: response.json() }
}

describe('GET /v1/identity/:address', () => {
  it('default: the configured name and avatar, whatever the address case', async () => {
    expect(await getIdentity(NAMED)).toEqual({
      status: 200,
      body: { name: 'alice.portico', avatar: 'https://img.example/a.png' },
    })
    expect((await getIdentity(NAMED.toLowerCase(), `&sender=${UNNAMED}`)).body.name).toBe(
      'alice.portico',
    )
  })

  it('behavior: an address without a name gets nulls, not an error', async () => {
    expect(await getIdentity(UNNAMED)).toEqual({ status: 200, body: { name: null, avatar: null } })
  })

  it.each([
    ['not an address', 'alice'],
    ['a bad checksum', '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'],
  ])('error: %s → 400 BAD_REQUEST', async (_case, address) => {
    const { status, body } = await getIdentity(address)
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message).toMatch(/^address: must be an EVM address/)
  })

  it('error: no project id → 400 PROJECT_ID_MISSING', async () => {
    const response = await server.app.inject({ url: `/v1/identity/${NAMED}` })
    expect(response.json().code).toBe('PROJECT_ID_MISSING')
  })
})
