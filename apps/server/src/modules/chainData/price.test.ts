import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// Prices are configuration (local chains have no market); no RPC is called by this route.
const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Portico Local',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
    ],
    tokens: [
      {
        caipNetworkId: 'eip155:31337',
        address: PUSD,
        name: 'Portico USD',
        symbol: 'PUSD',
        decimals: 6,
        priceUsd: 1,
        iconUrl: 'https://icons.example/pusd.svg',
      },
    ],
  })
})
afterAll(() => server?.close())

const postPrice = async (payload: unknown) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/fungible/price',
    headers: { 'x-project-id': TEST_PROJECT_ID },
    payload: payload as object,
  })
  return { status: response.statusCode, body: response.json() }
}

describe('POST /v1/fungible/price', () => {
  it('default: configured tokens and the native currency, unknown ones left out', async () => {
    const { status, body } = await postPrice({
      currency: 'usd',
      projectId: TEST_PROJECT_ID,
      addresses: [
        `eip155:31337:${PUSD.toLowerCase()}`,
        `eip155:31337:${NATIVE}`,
        'eip155:31337:0x0000000000000000000000000000000000000001',
        `eip155:1:${PUSD}`,
      ],
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        {
          address: `eip155:31337:${PUSD}`,
          name: 'Portico USD',
          symbol: 'PUSD',
          iconUrl: 'https://icons.example/pusd.svg',
          price: 1,
        },
        {
          address: `eip155:31337:${NATIVE}`,
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: null,
          price: 3000,
        },
      ],
    })
  })

  it.each([
    ['no body', undefined, /is required|addresses/],
    ['an empty list', { addresses: [] }, /^addresses: must list at least one token$/],
    ['a bare address', { addresses: [PUSD] }, /^addresses\[0\]: must be a CAIP-10 id/],
    [
      'another currency',
      { currency: 'eur', addresses: [`eip155:31337:${PUSD}`] },
      /^currency: must be 'usd'$/,
    ],
    [
      'too many',
      { addresses: Array(101).fill(`eip155:31337:${PUSD}`) },
      /^addresses: must list at most 100 tokens$/,
    ],
  ])('error: %s → 400 BAD_REQUEST', async (_case, payload, message) => {
    const { status, body } = await postPrice(payload)
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message).toMatch(message)
  })
})
