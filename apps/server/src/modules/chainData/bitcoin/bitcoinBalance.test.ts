import { getFreePort } from '@portico/devnet'
import {
  BITCOIN_DEV_ACCOUNTS,
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
} from '../../../testing/createTestServer.ts'

// The real local Esplora-shaped service (@portico/local-bitcoin) with the dev accounts funded
// at start (3 × 1 BTC to each payment address, 10 000 sats to each ordinal one). The only fault
// here is a chain whose Esplora port has nothing listening (a real refused connection).
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const [devAccount] = BITCOIN_DEV_ACCOUNTS
let bitcoin: LocalBitcoin
let server: TestServer

beforeAll(async () => {
  bitcoin = await startLocalBitcoin({ port: 0 })
  server = await createTestServer({
    chains: [
      {
        caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
        name: 'Portico Bitcoin Regtest',
        esploraUrl: bitcoin.url,
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: '60000',
      },
      {
        caipNetworkId: BITCOIN_TESTNET,
        name: 'Nothing listens here',
        esploraUrl: `http://127.0.0.1:${await getFreePort()}`,
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: 60_000,
        testnet: true,
      },
    ],
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await bitcoin?.stop()
})

/** A new P2TR key-path address on regtest that nothing has paid yet. */
function freshRegtestAddress(): string {
  const network = { ...TEST_NETWORK, bech32: 'bcrt' }
  const address = p2tr(utils.pubSchnorr(utils.randomPrivateKeyBytes()), undefined, network).address
  if (address === undefined) throw new Error('p2tr gave no address')
  return address
}

async function getBalance(address: string, query: Record<string, string>) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/v1/account/${address}/balance`,
    query: { projectId: TEST_PROJECT_ID, ...query },
  })
  return { status: response.statusCode, body: response.json() }
}

const btc = (numeric: string, value: number) => ({
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
  value,
  price: 60_000,
  quantity: { decimals: '8', numeric },
  iconUrl: null,
})

describe('GET /v1/account/:address/balance on Bitcoin', () => {
  it.each([
    ['payment (P2WPKH, 3 × 1 BTC)', () => devAccount!.payment.address, btc('3', 180_000)],
    ['ordinal (P2TR, 10 000 sats)', () => devAccount!.ordinal.address, btc('0.0001', 6)],
  ])('default: a dev account’s %s address', async (_case, addressOf, line) => {
    const { status, body } = await getBalance(addressOf(), {
      currency: 'usd',
      chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [line] })
  })

  it('behavior: a fresh address has 0 BTC; after fund() the forced read shows it, the cache not yet', async () => {
    const address = freshRegtestAddress()
    const query = { chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID }
    expect((await getBalance(address, query)).body).toEqual({ balances: [btc('0', 0)] })

    await bitcoin.fund(address, 50_000_000n)
    await bitcoin.fund(address, 12_345n)
    expect((await getBalance(address, query)).body).toEqual({ balances: [btc('0', 0)] })
    const forced = await getBalance(address, { ...query, forceUpdate: '1' })
    // 0.50012345 BTC × 60 000 USD.
    expect(forced.body).toEqual({ balances: [btc('0.50012345', 30_007.407)] })
  })

  it('parameters: an upper-case bech32 address is read (and cached) as its lower-case form', async () => {
    const address = freshRegtestAddress()
    const query = { chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID }
    expect((await getBalance(address.toUpperCase(), query)).body).toEqual({
      balances: [btc('0', 0)],
    })
    await bitcoin.fund(address, 100_000_000n)
    // The lower-case form hits the entry the upper-case read left.
    expect((await getBalance(address, query)).body).toEqual({ balances: [btc('0', 0)] })
    expect((await getBalance(address.toUpperCase(), { ...query, forceUpdate: '' })).body).toEqual({
      balances: [btc('1', 60_000)],
    })
  })

  it('error: an Esplora that refuses connections → 502 UPSTREAM_ERROR', async () => {
    const { status, body } = await getBalance('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', {
      chainId: BITCOIN_TESTNET,
    })
    expect(status).toBe(502)
    expect(body.code).toBe('UPSTREAM_ERROR')
    expect(body.message).toMatch(
      /^Could not read balances on bip122:000000000933ea01ad0ee984209779ba: /,
    )
  })

  it('error: a Bitcoin network that is not configured → 400 UNSUPPORTED_CHAIN', async () => {
    const { status, body } = await getBalance('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', {
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' })
  })

  it.each([
    ['a mainnet address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['a testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['a mainnet P2PKH address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['a bech32 checksum error', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy'],
    ['mixed case', 'bcrt1qW508d6qejxtdg4y5r3zarvary0c5xw7kygt080'],
    ['an EVM address', '0x5FbDB2315678afecb367f032d93F642f64180aa3'],
    ['a Solana address', '11111111111111111111111111111111'],
  ])('error: %s on regtest → 400 BAD_REQUEST', async (_case, address) => {
    const { status, body } = await getBalance(address, { chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID })
    expect(status).toBe(400)
    expect(body).toEqual({
      code: 'BAD_REQUEST',
      message: 'address: must be a Bitcoin address on regtest',
    })
  })

  it('behavior: a regtest P2PKH (m…) address is valid too', async () => {
    const { status, body } = await getBalance('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', {
      chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [btc('0', 0)] })
  })
})

describe('Bitcoin beside the other routes', () => {
  it('default: supported-chains lists every configured chain', async () => {
    const response = await server.app.inject({
      url: '/v1/supported-chains',
      headers: { 'x-project-id': TEST_PROJECT_ID },
    })
    expect(response.json()).toEqual({
      http: [BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_TESTNET],
      ws: [],
    })
  })

  it('behavior: history is an empty page (the indexer follows EVM chains only)', async () => {
    const response = await server.app.inject({
      url: `/v1/account/${devAccount!.payment.address}/history`,
      query: { projectId: TEST_PROJECT_ID, chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: [], next: null })
  })
})
