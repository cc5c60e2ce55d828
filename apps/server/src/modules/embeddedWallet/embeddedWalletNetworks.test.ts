import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createAuthTestServer,
  TEST_SECURE_SITE_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    embeddedWallet: {
      extraNetworks: [
        { caipNetworkId: 'eip155:31337', testnet: false },
        { caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo', testnet: false },
        // Already listed: the spec's entry stays.
        { caipNetworkId: 'eip155:1', testnet: true },
      ],
    },
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const get = (query: string) =>
  server.app.inject({ method: 'GET', url: `/v1/embedded-wallet/networks${query}` })

describe('GET /v1/embedded-wallet/networks', () => {
  it("default: spec §9's 24 EVM chains and Solana's three, then the configured extra ones", async () => {
    const response = await get(`?projectId=${TEST_PROJECT_ID}`)
    expect(response.statusCode).toBe(200)
    const { networks } = response.json() as {
      networks: { caipNetworkId: string; testnet: boolean }[]
    }
    expect(networks.map((network) => network.caipNetworkId)).toEqual([
      ...[
        1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97,
        43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
      ].map((id) => `eip155:${id}`),
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'eip155:31337',
      'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
    ])
    expect(networks[0]).toEqual({ caipNetworkId: 'eip155:1', testnet: false })
    expect(networks.find((network) => network.caipNetworkId === 'eip155:11155111')?.testnet).toBe(
      true,
    )
    expect(networks.filter((network) => network.testnet)).toHaveLength(14)
  })

  it('error: an unknown project → 401, none → 400 (the project guard)', async () => {
    expect((await get('?projectId=nobody')).statusCode).toBe(401)
    expect((await get('')).statusCode).toBe(400)
  })
})

describe('GET /v1/embedded-wallet/networks from the secure site', () => {
  it("behavior: the frame's origin may read it (CORS), as it reads /v1/smart-accounts", async () => {
    const withAuth = await createAuthTestServer()
    try {
      const response = await withAuth.app.inject({
        method: 'GET',
        url: `/v1/embedded-wallet/networks?projectId=${TEST_PROJECT_ID}`,
        headers: { origin: TEST_SECURE_SITE_ORIGIN },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBe(TEST_SECURE_SITE_ORIGIN)
      expect(response.json().networks).toHaveLength(27)
    } finally {
      await withAuth.close()
    }
  })
})

describe('config: embeddedWallet.extraNetworks', () => {
  it('error: a network id that is not CAIP-2 is refused when the config is read', async () => {
    await expect(
      createTestServer({
        embeddedWallet: { extraNetworks: [{ caipNetworkId: '31337', testnet: false }] },
      }),
    ).rejects.toThrow(/embeddedWallet\.extraNetworks\[0\]\.caipNetworkId: must be a CAIP-2 id/)
  })
})
