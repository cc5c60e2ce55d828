import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  getFreePort,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// A real anvil node, real ERC-20 contracts and real transfers; the only fault is a chain whose
// RPC port has nothing listening (a real refused connection, not a mock).
let anvil: TestAnvil
let server: TestServer
let pusd: Address
let peur: Address
let pzero: Address
const holder = privateKeyToAccount(generatePrivateKey()).address
const emptyAccount = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  anvil = await startTestAnvil()
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({ chain, account: DEV_ACCOUNTS[0].address, transport: http() })

  // The devnet's own token (compiled once, then cached): 1,000,000 minted to account 0.
  const { artifact } = await compilePorticoToken()
  const deploy = async (name: string, symbol: string, decimals: number) => {
    const hash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [name, symbol, decimals, [DEV_ACCOUNTS[0].address], parseUnits('1000000', decimals)],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    return getAddress(receipt.contractAddress!)
  }
  const send = async (hash: Promise<`0x${string}`>) =>
    publicClient.waitForTransactionReceipt({ hash: await hash })

  pusd = await deploy('Portico USD', 'PUSD', 6)
  peur = await deploy('Portico EUR', 'PEUR', 18)
  pzero = await deploy('Portico Zero', 'PZERO', 18)
  await send(wallet.sendTransaction({ to: holder, value: parseEther('1.5') }))
  const transfer = (token: Address, amount: bigint) =>
    send(
      wallet.writeContract({
        address: token,
        abi: artifact.abi,
        functionName: 'transfer',
        args: [holder, amount],
      }),
    )
  await transfer(pusd, parseUnits('1234.5', 6))
  await transfer(peur, parseUnits('2.5', 18))

  const deadRpcUrl = `http://127.0.0.1:${await getFreePort()}`
  server = await createTestServer({
    // The cache case forces two reads of one account a moment apart; the bound on forced reads
    // has its own tests (balanceForceUpdate.test.ts).
    balances: { forceUpdateIntervalMs: 0 },
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Portico Local',
        rpcUrl: anvil.rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
      {
        caipNetworkId: 'eip155:31338',
        name: 'Nothing listens here',
        rpcUrl: deadRpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
    ],
    tokens: [
      {
        caipNetworkId: 'eip155:31337',
        address: pusd,
        name: 'Portico USD',
        symbol: 'PUSD',
        decimals: 6,
        priceUsd: 1,
        iconUrl: 'https://icons.example/pusd.svg',
      },
      {
        caipNetworkId: 'eip155:31337',
        address: peur,
        name: 'Portico EUR',
        symbol: 'PEUR',
        decimals: 18,
        priceUsd: 1.08,
      },
      {
        caipNetworkId: 'eip155:31337',
        address: pzero,
        name: 'Portico Zero',
        symbol: 'PZERO',
        decimals: 18,
        priceUsd: 5,
      },
    ],
  })

  // Kept for the cache tests: moves more ETH to the holder after the first read.
  topUpHolder = () => send(wallet.sendTransaction({ to: holder, value: parseEther('0.25') }))
}, 60_000)

let topUpHolder: () => Promise<unknown>

afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

async function getBalance(address: string, query: Record<string, string>) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/v1/account/${address}/balance`,
    query: { projectId: TEST_PROJECT_ID, ...query },
  })
  return { status: response.statusCode, body: response.json() }
}

const native = (numeric: string, value: number) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value,
  price: 3000,
  quantity: { decimals: '18', numeric },
  iconUrl: null,
})

describe('GET /v1/account/:address/balance', () => {
  it('default: native first, then non-zero tokens, exact quantities and USD values', async () => {
    const { status, body } = await getBalance(holder, { currency: 'usd', chainId: 'eip155:31337' })
    expect(status).toBe(200)
    expect(body).toEqual({
      balances: [
        native('1.5', 4500),
        {
          name: 'Portico USD',
          symbol: 'PUSD',
          chainId: 'eip155:31337',
          address: `eip155:31337:${pusd}`,
          value: 1234.5,
          price: 1,
          quantity: { decimals: '6', numeric: '1234.5' },
          iconUrl: 'https://icons.example/pusd.svg',
        },
        {
          name: 'Portico EUR',
          symbol: 'PEUR',
          chainId: 'eip155:31337',
          address: `eip155:31337:${peur}`,
          // 2.5 × 1.08 in floating point would be 2.7000000000000002.
          value: 2.7,
          price: 1.08,
          quantity: { decimals: '18', numeric: '2.5' },
          iconUrl: null,
        },
      ],
    })
  })

  it('behavior: an account with nothing still gets its native line', async () => {
    const { status, body } = await getBalance(emptyAccount, { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [native('0', 0)] })
  })

  it('parameters: a bare decimal chain id and a lower-case address', async () => {
    const { status, body } = await getBalance(holder.toLowerCase(), { chainId: '31337' })
    expect(status).toBe(200)
    expect(body.balances[0]).toEqual(native('1.5', 4500))
    expect(body.balances).toHaveLength(3)
  })

  it('behavior: answers come from a 30 s cache; forceUpdate reads the chain again', async () => {
    const query = { currency: 'usd', chainId: 'eip155:31337' }
    expect((await getBalance(holder, query)).body.balances[0]).toEqual(native('1.5', 4500))
    await topUpHolder()

    const cached = await getBalance(holder, query)
    expect(cached.body.balances[0]).toEqual(native('1.5', 4500))

    const forced = await getBalance(holder, { ...query, forceUpdate: String(Date.now()) })
    expect(forced.body.balances[0]).toEqual(native('1.75', 5250))

    // The forced read refreshed the cache for everyone after it.
    const after = await getBalance(holder, query)
    expect(after.body.balances[0]).toEqual(native('1.75', 5250))

    await topUpHolder()
    const forcedEmpty = await getBalance(holder, { ...query, forceUpdate: '' })
    expect(forcedEmpty.body.balances[0]).toEqual(native('2', 6000))
  })

  it('error: an RPC endpoint that refuses connections → 502 UPSTREAM_ERROR', async () => {
    const { status, body } = await getBalance(holder, { chainId: 'eip155:31338' })
    expect(status).toBe(502)
    expect(body.code).toBe('UPSTREAM_ERROR')
    expect(body.message).toMatch(/^Could not read balances on eip155:31338: /)
  })

  it.each([
    ['an unconfigured EVM chain', 'eip155:1'],
    ['an unconfigured bare chain id', '1'],
    ['a non-EVM chain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])('error: %s → 400 UNSUPPORTED_CHAIN', async (_case, chainId) => {
    const { status, body } = await getBalance(holder, { chainId })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' })
  })

  const ADDRESS_MESSAGE =
    'address: must be an EVM address (0x and 40 hex characters; a mixed-case one needs a valid checksum)'
  const CHAIN_MESSAGE = "chainId: must be a CAIP-2 id like 'eip155:1' or a decimal chain id"
  it.each<[string, string, Record<string, string>, string]>([
    ['chainId missing', holder, {}, 'chainId: is required'],
    ['chainId namespace only', holder, { chainId: 'eip155' }, CHAIN_MESSAGE],
    ['chainId in hex', holder, { chainId: '0x7a69' }, CHAIN_MESSAGE],
    ['chainId zero', holder, { chainId: '0' }, CHAIN_MESSAGE],
    ['currency eur', holder, { chainId: '31337', currency: 'eur' }, "currency: must be 'usd'"],
    ['address too short', '0x1234', { chainId: '31337' }, ADDRESS_MESSAGE],
    ['address not hex', `0x${'z'.repeat(40)}`, { chainId: '31337' }, ADDRESS_MESSAGE],
    [
      'address without 0x',
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      { chainId: '31337' },
      ADDRESS_MESSAGE,
    ],
    [
      'address with a bad checksum',
      '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      { chainId: '31337' },
      ADDRESS_MESSAGE,
    ],
    [
      'forceUpdate too long',
      holder,
      { chainId: '31337', forceUpdate: 'x'.repeat(101) },
      'forceUpdate: must be at most 100 characters',
    ],
  ])('error: %s → 400 BAD_REQUEST', async (_case, address, query, message) => {
    const { status, body } = await getBalance(address, query)
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', message })
  })

  it('error: chainId given twice → 400', async () => {
    const response = await server.app.inject({
      url: `/v1/account/${holder}/balance?projectId=${TEST_PROJECT_ID}&chainId=31337&chainId=1`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'chainId: must be given once' })
  })

  it('error: no project id → 400 PROJECT_ID_MISSING before any RPC call', async () => {
    const response = await server.app.inject({ url: `/v1/account/${holder}/balance?chainId=31337` })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('PROJECT_ID_MISSING')
  })
})

describe('GET /v1/supported-chains', () => {
  it('default: the configured chains over http, none over ws', async () => {
    const response = await server.app.inject({
      url: '/v1/supported-chains',
      headers: { 'x-project-id': TEST_PROJECT_ID },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })
})
