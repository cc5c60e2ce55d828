import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../../errors/apiErrors.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../../testing/createTestServer.ts'
import type { BitcoinChainConfig } from '../config.ts'
import { createBitcoinChainReader } from './createBitcoinChainReader.ts'
import { readBitcoinBalance } from './readBitcoinBalance.ts'

// A malformed, failing or silent Esplora is a fault the real local service cannot be made to
// show, so a small local HTTP server plays one here: it answers whatever the test sets.
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
let answer: (response: ServerResponse) => void
let requestedPaths: string[] = []
let esplora: Server
let esploraUrl: string
let server: TestServer

const stats = (funded: number, spent: number) => ({
  funded_txo_count: 1,
  funded_txo_sum: funded,
  spent_txo_count: 0,
  spent_txo_sum: spent,
  tx_count: 1,
})
const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

beforeAll(async () => {
  esplora = createServer((request, response) => {
    requestedPaths.push(request.url ?? '')
    answer(response)
  })
  await new Promise<void>((resolve) => esplora.listen(0, '127.0.0.1', resolve))
  esploraUrl = `http://127.0.0.1:${(esplora.address() as AddressInfo).port}`
  server = await createTestServer({
    chains: [
      {
        caipNetworkId: REGTEST,
        name: 'Regtest behind a faulty Esplora',
        esploraUrl: `${esploraUrl}/api/`,
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: 60_000,
      },
    ],
  })
})

afterAll(async () => {
  await server?.close()
  esplora?.closeAllConnections()
  await new Promise((resolve) => esplora?.close(resolve))
})

beforeEach(() => {
  requestedPaths = []
})

function reader(timeoutMs = 5000) {
  const chain: BitcoinChainConfig = {
    caipNetworkId: REGTEST,
    namespace: 'bip122',
    name: 'Regtest',
    esploraUrl,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    nativePriceUsd: 60_000,
    testnet: false,
    iconUrl: null,
  }
  return createBitcoinChainReader(chain, { timeoutMs })
}

describe('readBitcoinBalance', () => {
  it('default: confirmed plus mempool funded, minus spent, from GET /address/:address', async () => {
    answer = json(200, {
      address: ADDRESS,
      chain_stats: stats(300_000_000, 100_000_000),
      mempool_stats: stats(5_000, 1_000),
    })
    const [line, ...rest] = await readBitcoinBalance(reader(), ADDRESS)
    expect(rest).toEqual([])
    expect(line?.quantity).toEqual({ decimals: '8', numeric: '2.00004' })
    expect(line?.value).toBe(120_002.4)
    expect(requestedPaths).toEqual([`/address/${ADDRESS}`])
  })

  it.each<[string, (response: ServerResponse) => void, string]>([
    ['a 500', json(500, { error: 'boom' }), 'Esplora answered 500'],
    [
      'a body that is not JSON',
      (response) => response.writeHead(200).end('<html>Bad gateway</html>'),
      'Esplora answered with no JSON',
    ],
    [
      'no chain_stats',
      json(200, { address: ADDRESS, mempool_stats: stats(0, 0) }),
      'unexpected Esplora answer (chain_stats: ',
    ],
    [
      'a sum as a string',
      json(200, {
        chain_stats: { funded_txo_sum: '100', spent_txo_sum: 0 },
        mempool_stats: stats(0, 0),
      }),
      'unexpected Esplora answer (chain_stats.funded_txo_sum: ',
    ],
    [
      'a negative sum',
      json(200, { chain_stats: stats(-5, 0), mempool_stats: stats(0, 0) }),
      'unexpected Esplora answer (chain_stats.funded_txo_sum: must not be negative)',
    ],
    [
      'a fractional sum',
      json(200, { chain_stats: stats(1.5, 0), mempool_stats: stats(0, 0) }),
      'unexpected Esplora answer (chain_stats.funded_txo_sum: must be an integer)',
    ],
    [
      'more spent than funded',
      json(200, { chain_stats: stats(100, 50), mempool_stats: stats(0, 60) }),
      'unexpected Esplora answer (more spent than funded)',
    ],
    ['a JSON array', json(200, []), 'unexpected Esplora answer ('],
  ])('error: %s → UpstreamError', async (_case, respond, reason) => {
    answer = respond
    const error = await readBitcoinBalance(reader(), ADDRESS).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).message).toContain(
      `Could not read balances on ${REGTEST}: ${reason}`,
    )
  })

  it('error: an Esplora that never answers → UpstreamError after the timeout', async () => {
    answer = () => {}
    const started = Date.now()
    const error = await readBitcoinBalance(reader(200), ADDRESS).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).message).toBe(
      `Could not read balances on ${REGTEST}: timed out`,
    )
    expect(Date.now() - started).toBeLessThan(3000)
  })
})

describe('GET /v1/account/:address/balance with a faulty Esplora', () => {
  const getBalance = async () => {
    const response = await server.app.inject({
      url: `/v1/account/${ADDRESS}/balance`,
      query: { projectId: TEST_PROJECT_ID, chainId: REGTEST },
    })
    return { status: response.statusCode, body: response.json() }
  }

  it('error: junk → 502 UPSTREAM_ERROR; the failure is not cached', async () => {
    answer = json(200, { chain_stats: 'lots' })
    expect(await getBalance()).toEqual({
      status: 502,
      body: {
        code: 'UPSTREAM_ERROR',
        message: `Could not read balances on ${REGTEST}: unexpected Esplora answer (chain_stats: Invalid type: Expected Object but received "lots")`,
      },
    })
    // The config's trailing slash is gone: one slash between the base URL and the route.
    expect(requestedPaths).toEqual([`/api/address/${ADDRESS}`])

    answer = json(200, { chain_stats: stats(1_000, 0), mempool_stats: stats(0, 0) })
    const { status, body } = await getBalance()
    expect(status).toBe(200)
    expect(body.balances[0].quantity).toEqual({ decimals: '8', numeric: '0.00001' })
  })
})
