import { createServer, type Server } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  type LocalBitcoin,
  startLocalBitcoin,
} from '@portico/local-bitcoin'
import { p2tr, TEST_NETWORK, utils } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// The real local Esplora-shaped service behind a pass-through that counts the requests for each
// address, so each case sees exactly how many reads reached the chain's API.
const FORCE_UPDATE_INTERVAL_MS = 1000
const FORCE_UPDATES_PER_IP_PER_MINUTE = 3
let bitcoin: LocalBitcoin
let counter: Server
let server: TestServer
const upstreamReads = new Map<string, number>()

beforeAll(async () => {
  bitcoin = await startLocalBitcoin({ port: 0 })
  counter = createServer(async (request, response) => {
    const path = request.url ?? '/'
    const address = /^\/address\/([^/]+)$/.exec(path)?.[1]
    if (address !== undefined) upstreamReads.set(address, (upstreamReads.get(address) ?? 0) + 1)
    const answer = await fetch(`${bitcoin.url}${path}`)
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve))
  const { port } = counter.address() as { port: number }
  server = await createTestServer({
    chains: [
      {
        caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
        name: 'Portico Bitcoin Regtest',
        esploraUrl: `http://127.0.0.1:${port}`,
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: 60_000,
      },
    ],
    balances: {
      forceUpdateIntervalMs: FORCE_UPDATE_INTERVAL_MS,
      forceUpdatesPerIpPerMinute: FORCE_UPDATES_PER_IP_PER_MINUTE,
    },
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => counter?.close(resolve))
  await bitcoin?.stop()
})

/** A new P2TR key-path address on regtest that nothing has paid yet. */
function freshAddress(): string {
  const network = { ...TEST_NETWORK, bech32: 'bcrt' }
  const address = p2tr(utils.pubSchnorr(utils.randomPrivateKeyBytes()), undefined, network).address
  if (address === undefined) throw new Error('p2tr gave no address')
  return address
}

/** The BTC quantity the balance route answers for `address`, asked from client `ip`. */
async function btcOf(address: string, ip: string, forceUpdate = true): Promise<string> {
  const response = await server.app.inject({
    url: `/v1/account/${address}/balance`,
    query: {
      projectId: TEST_PROJECT_ID,
      chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
      ...(forceUpdate ? { forceUpdate: 'true' } : {}),
    },
    remoteAddress: ip,
  })
  expect(response.statusCode).toBe(200)
  return response.json().balances[0].quantity.numeric
}

describe('GET /v1/account/:address/balance?forceUpdate', () => {
  it('behavior: two forced reads within the interval reach the chain once; the second gets the cache', async () => {
    const address = freshAddress()
    expect(await btcOf(address, '10.1.0.1')).toBe('0')
    await bitcoin.fund(address, 100_000_000n)
    expect(await btcOf(address, '10.1.0.1')).toBe('0')
    expect(upstreamReads.get(address)).toBe(1)
  })

  it('behavior: once the interval is over, a forced read goes to the chain again', async () => {
    const address = freshAddress()
    expect(await btcOf(address, '10.2.0.1')).toBe('0')
    await bitcoin.fund(address, 50_000_000n)
    await sleep(FORCE_UPDATE_INTERVAL_MS + 50)
    expect(await btcOf(address, '10.2.0.1')).toBe('0.5')
    expect(upstreamReads.get(address)).toBe(2)
  })

  it('behavior: forced reads asked at the same moment share one read', async () => {
    const address = freshAddress()
    const answers = await Promise.all(
      ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4'].map((ip) => btcOf(address, ip)),
    )
    expect(answers).toEqual(['0', '0', '0', '0'])
    expect(upstreamReads.get(address)).toBe(1)
  })

  it('behavior: past forceUpdatesPerIpPerMinute, a client’s forced reads get the cache', async () => {
    const ip = '10.4.0.1'
    const addresses = Array.from({ length: FORCE_UPDATES_PER_IP_PER_MINUTE + 1 }, freshAddress)
    // Cached first (plain reads), then funded: a forced read shows the funds, the cache not.
    for (const address of addresses) expect(await btcOf(address, ip, false)).toBe('0')
    for (const address of addresses) await bitcoin.fund(address, 10_000n)
    const [last, ...first] = [...addresses].reverse()
    for (const address of first) expect(await btcOf(address, ip)).toBe('0.0001')
    expect(await btcOf(last!, ip)).toBe('0')
    expect(upstreamReads.get(last!)).toBe(1)
    // Another client still has its budget.
    expect(await btcOf(last!, '10.4.0.2')).toBe('0.0001')
    expect(upstreamReads.get(last!)).toBe(2)
  })

  it('default: a plain read within the 30 s cache does not reach the chain', async () => {
    const address = freshAddress()
    expect(await btcOf(address, '10.5.0.1', false)).toBe('0')
    expect(await btcOf(address, '10.5.0.1', false)).toBe('0')
    expect(upstreamReads.get(address)).toBe(1)
  })
})
