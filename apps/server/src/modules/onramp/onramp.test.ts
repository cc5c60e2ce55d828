import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  deployTokens,
  EXCHANGE_HOT_WALLET_ACCOUNT,
  getFreePort,
  ONRAMP_TREASURY_ACCOUNT,
  PORTICO_TOKENS,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  localTokenAccountOf,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import { type OnrampSandbox, RESULT_DATA_ID, startOnrampSandbox } from '@portico/onramp-sandbox'
import { address, createSolanaRpc } from '@solana/kit'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

const ORIGIN = 'http://localhost:5173'
const NETWORK = 'eip155:31337'
const BUYER = DEV_ACCOUNTS[5].address
const [PUSD] = PORTICO_TOKENS

let anvil: TestAnvil
let solana: LocalSolana
let sandbox: OnrampSandbox
let server: TestServer
/** A server whose provider and exchange point at a port nothing listens on. */
let downServer: TestServer
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
  const { artifact } = await compilePorticoToken()
  await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  solana = await startLocalSolana({ port: 0 })
  sandbox = await startOnrampSandbox({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Portico Local' }],
    tokens: PORTICO_TOKENS.map((token) => ({ chainId: 31337, ...token })),
    treasury: ONRAMP_TREASURY_ACCOUNT,
    exchangeHotWallet: EXCHANGE_HOT_WALLET_ACCOUNT,
    solana: {
      network: LOCAL_SOLANA_CAIP_NETWORK_ID,
      rpcUrl: solana.url,
      name: 'Portico Solana Local',
      tokens: [{ ...LOCAL_SOLANA_TOKEN, priceUsd: 1 }],
      treasury: SOLANA_DEV_ACCOUNTS[2] as (typeof SOLANA_DEV_ACCOUNTS)[number],
    },
  })
  const sections = (url: string) => ({
    onramp: {
      providers: [{ kind: 'sandbox' as const, id: 'sandbox', name: 'Portico Sandbox', url }],
    },
    pay: {
      exchanges: [
        { kind: 'sandbox' as const, id: 'sandbox-exchange', name: 'Sandbox Exchange', url },
      ],
    },
  })
  server = await createTestServer(sections(sandbox.url))
  // A real refused connection: the port was free a moment ago and nothing listens on it.
  downServer = await createTestServer(sections(`http://127.0.0.1:${await getFreePort()}`))
}, 120_000)
afterAll(async () => {
  await server?.close()
  await downServer?.close()
  await sandbox?.close()
  await anvil?.stop()
  await solana?.stop()
})

async function call(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: { origin?: string | null; target?: TestServer } = {},
) {
  const origin = options.origin === undefined ? ORIGIN : options.origin
  const response = await (options.target ?? server).app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}projectId=${TEST_PROJECT_ID}`,
    headers: origin === null ? {} : { origin },
    ...(body === undefined ? {} : { payload: body as object }),
  })
  return { status: response.statusCode, body: response.json() }
}

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  purchaseCurrency: 'PUSD',
  paymentCurrency: 'USD',
  amount: '100.00',
  network: NETWORK,
  ...overrides,
})

const pusdBalance = (owner: Address) =>
  client.readContract({
    address: PUSD.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Opens a sandbox page, then posts its main form with `fields` (and the page's form token). */
async function submitPage(url: string, action: string, fields: Record<string, string> = {}) {
  const page = await fetch(url).then((response) => response.text())
  const formToken = /name="formToken" value="([0-9a-f]+)"/.exec(page)?.[1] ?? ''
  const response = await fetch(`${url}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, formToken }),
  })
  const html = await response.text()
  const json = new RegExp(`id="${RESULT_DATA_ID}">(.*?)</script>`).exec(html)?.[1]
  return { page, html, result: json === undefined ? undefined : JSON.parse(json) }
}

const PAYING = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' }

describe('GET /v1/onramp/options', () => {
  it('default: the provider, USD and EUR with the spec §9 limits, PUSD on the local chain', async () => {
    const { status, body } = await call('GET', '/v1/onramp/options')
    expect(status).toBe(200)
    expect(body.providers).toEqual([
      {
        id: 'sandbox',
        name: 'Portico Sandbox',
        feeRange: '1-2%',
        chains: ['eip155', 'solana'],
      },
    ])
    expect(body.paymentCurrencies[0]).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })
    expect(body.purchaseCurrencies[0]).toEqual({
      id: 'PUSD',
      name: 'Portico USD',
      symbol: 'PUSD',
      decimals: 6,
      networks: [
        {
          name: 'portico-local',
          display_name: 'Portico Local',
          chain_id: NETWORK,
          contract_address: PUSD.address,
        },
        {
          name: 'portico-solana-local',
          display_name: 'Portico Solana Local',
          chain_id: LOCAL_SOLANA_CAIP_NETWORK_ID,
          contract_address: LOCAL_SOLANA_TOKEN.mint,
        },
      ],
    })
    expect(
      body.purchaseCurrencies.find((currency: { id: string }) => currency.id === 'SOL'),
    ).toMatchObject({
      decimals: 9,
      networks: [{ chain_id: LOCAL_SOLANA_CAIP_NETWORK_ID, contract_address: '' }],
    })
  })

  it('behavior: the provider down is a 502 naming it', async () => {
    const { status, body } = await call('GET', '/v1/onramp/options', undefined, {
      target: downServer,
    })
    expect(status).toBe(502)
    expect(body).toEqual({
      code: 'UPSTREAM_ERROR',
      message: 'The provider Portico Sandbox is unavailable',
    })
  })

  it('behavior: without the project id or from an origin not allowed, the guard refuses', async () => {
    const foreign = await call('GET', '/v1/onramp/options', undefined, {
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    const response = await server.app.inject({ url: '/v1/onramp/options' })
    expect(response.statusCode).toBe(400)
  })
})

describe('POST /v1/onramp/quote', () => {
  it('default: fee 1.5 %, network fee 0.50, subtotal and the PUSD it buys', async () => {
    const { status, body } = await call('POST', '/v1/onramp/quote', quoteBody())
    expect(status).toBe(200)
    expect(body).toEqual({
      quoteId: expect.stringMatching(/^q_/),
      providerFee: { value: '1.50', currency: 'USD' },
      networkFee: { value: '0.50', currency: 'USD' },
      paymentSubtotal: { value: '98.00', currency: 'USD' },
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '98.000000', currency: 'PUSD' },
    })
  })

  it.each([
    ['9.99', 'card', 'Amount must be at least 10 USD'],
    ['7500.01', 'card', 'Amount must be at most 7500 USD for card'],
    ['9.99', 'ach_bank_account', 'Amount must be at least 10 USD'],
    ['25000.01', 'ach_bank_account', 'Amount must be at most 25000 USD for ach_bank_account'],
  ])('behavior: %s by %s is a 400 saying the limit', async (amount, paymentMethod, message) => {
    const { status, body } = await call(
      'POST',
      '/v1/onramp/quote',
      quoteBody({ amount, paymentMethod }),
    )
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', message })
  })

  it.each([
    ['7500.00', 'card'],
    ['25000.00', 'ach_bank_account'],
    ['10', 'card'],
  ])('behavior: %s by %s, on the limit, is quoted', async (amount, paymentMethod) => {
    const { status } = await call('POST', '/v1/onramp/quote', quoteBody({ amount, paymentMethod }))
    expect(status).toBe(200)
  })

  it.each([
    [{ amount: undefined }, /^amount: /],
    [{ amount: '1.001' }, /^amount: must be a decimal string/],
    [{ amount: 100 }, /^amount: /],
    [{ network: 'mainnet' }, /^network: must be a CAIP-2/],
    [{ paymentCurrency: 'usd' }, /^paymentCurrency: /],
    [{ purchaseCurrency: 'DOGE' }, /^purchaseCurrency: must be one of PUSD, PTK, ETH/],
    [{ network: 'eip155:1' }, /^network: /],
    [{ provider: 'moonpay' }, /^provider: must be one of sandbox$/],
  ])('parameters: bad input %o is a 400 naming the field', async (overrides, message) => {
    const { status, body } = await call('POST', '/v1/onramp/quote', quoteBody(overrides))
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })

  it('behavior: the provider down is a 502', async () => {
    const { status, body } = await call('POST', '/v1/onramp/quote', quoteBody(), {
      target: downServer,
    })
    expect(status).toBe(502)
    expect(body.code).toBe('UPSTREAM_ERROR')
  })
})

describe('POST /v1/generators/onrampurl', () => {
  const urlBody = (overrides: Record<string, unknown> = {}) => ({
    destinationWallets: [{ address: BUYER, blockchains: [NETWORK], assets: ['PUSD'] }],
    defaultNetwork: NETWORK,
    partnerUserId: 'visitor-1',
    defaultExperience: 'buy',
    ...overrides,
  })

  it('default: the checkout of a quote delivers exactly its purchaseAmount and tells the page’s origin', async () => {
    const quote = await call('POST', '/v1/onramp/quote', quoteBody({ amount: '250.00' }))
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      urlBody({ quoteId: quote.body.quoteId }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      url: expect.stringContaining(`${sandbox.url}/checkout/`),
      sessionId: expect.any(String),
    })
    const before = await pusdBalance(BUYER)
    const paid = await submitPage(body.url, 'pay', PAYING)
    expect(paid.page).toContain(BUYER)
    expect(await pusdBalance(BUYER)).toBe(before + parseUnits(quote.body.purchaseAmount.value, 6))
    expect(paid.result).toEqual({
      targetOrigin: ORIGIN,
      message: {
        type: 'portico:checkout',
        sessionId: body.sessionId,
        status: 'completed',
        txHash: expect.stringMatching(/^0x/),
        network: NETWORK,
      },
    })
  })

  it('parameters: presetFiatAmount without a quote is quoted by the provider', async () => {
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      urlBody({ presetFiatAmount: '20.00', paymentCurrency: 'EUR' }),
    )
    expect(status).toBe(200)
    const page = await fetch(body.url).then((response) => response.text())
    expect(page).toContain('20.00 EUR')
  })

  it('parameters: presetCryptoAmount alone buys at least that many tokens for the least money', async () => {
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      urlBody({ presetCryptoAmount: '50' }),
    )
    expect(status).toBe(200)
    const page = await fetch(body.url).then((response) => response.text())
    // 51.27 USD: fee 0.77, network fee 0.50, subtotal 50.00 = 50.000000 PUSD (51.26 buys less).
    expect(page).toContain('50.000000 PUSD')
    expect(page).toContain('51.27 USD')
  })

  it.each([
    [{ destinationWallets: [] }, /^destinationWallets: must list one wallet$/],
    [
      { destinationWallets: [{ address: '0x12', blockchains: [NETWORK], assets: ['PUSD'] }] },
      /^destinationWallets\[0\]\.address: must be an EVM address/,
    ],
    [
      { defaultNetwork: 'eip155:1' },
      /^defaultNetwork: must be one of destinationWallets\[0\]\.blockchains$/,
    ],
    [
      { presetFiatAmount: undefined },
      /^presetFiatAmount: is required unless quoteId or presetCryptoAmount is given$/,
    ],
    [{ quoteId: 'q_unknown' }, /^quoteId: unknown or expired quote/],
    [{ defaultExperience: 'send' }, /^defaultExperience: must be 'buy'$/],
  ])('parameters: bad input %o is a 400 naming the field', async (overrides, message) => {
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      urlBody({ presetFiatAmount: '20.00', ...overrides }),
    )
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })

  it('behavior: without an Origin (not from a page) there is nobody to report to: 400', async () => {
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      urlBody({ presetFiatAmount: '20.00' }),
      {
        origin: null,
      },
    )
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Origin: required/)
  })

  it('behavior: the provider down is a 502', async () => {
    const { status } = await call(
      'POST',
      '/v1/generators/onrampurl',
      urlBody({ presetFiatAmount: '20.00' }),
      {
        target: downServer,
      },
    )
    expect(status).toBe(502)
  })
})

describe('/v1/pay', () => {
  it('GET /v1/pay/exchanges: the Sandbox Exchange pays PUSD and ETH, not an unknown token', async () => {
    const pusd = await call('GET', `/v1/pay/exchanges?asset=${PUSD.address}&network=${NETWORK}`)
    expect(pusd.body).toEqual({ exchanges: [{ id: 'sandbox-exchange', name: 'Sandbox Exchange' }] })
    const native = await call('GET', `/v1/pay/exchanges?asset=native&network=${NETWORK}`)
    expect(native.body.exchanges).toHaveLength(1)
    const other = await call('GET', `/v1/pay/exchanges?asset=${BUYER}&network=${NETWORK}`)
    expect(other.body).toEqual({ exchanges: [] })
    const bad = await call('GET', `/v1/pay/exchanges?asset=PUSD&network=${NETWORK}`)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^asset: /)
    const down = await call('GET', `/v1/pay/exchanges?asset=native&network=${NETWORK}`, undefined, {
      target: downServer,
    })
    expect(down.status).toBe(502)
  })

  it('POST /v1/pay/exchange-url: confirming pays the recipient once; the status says so', async () => {
    const recipient = DEV_ACCOUNTS[6].address
    const { status, body } = await call('POST', '/v1/pay/exchange-url', {
      exchangeId: 'sandbox-exchange',
      network: NETWORK,
      asset: PUSD.address,
      amount: '7.25',
      recipient,
    })
    expect(status).toBe(200)
    const pending = await call('GET', `/v1/pay/exchange-status?sessionId=${body.sessionId}`)
    expect(pending.body).toEqual({ status: 'pending' })
    const before = await pusdBalance(recipient)
    const confirmed = await submitPage(body.url, 'confirm')
    expect(confirmed.result.targetOrigin).toBe(ORIGIN)
    expect(confirmed.result.message).toMatchObject({
      sessionId: body.sessionId,
      status: 'completed',
    })
    expect(await pusdBalance(recipient)).toBe(before + parseUnits('7.25', 6))
    const done = await call('GET', `/v1/pay/exchange-status?sessionId=${body.sessionId}`)
    expect(done.body).toEqual({ status: 'completed', txHash: confirmed.result.message.txHash })
  })

  it('parameters: bad input is a 400 naming the field; an unknown session a 404', async () => {
    const base = {
      exchangeId: 'sandbox-exchange',
      network: NETWORK,
      asset: 'native',
      amount: '1',
      recipient: BUYER,
    }
    for (const [overrides, message] of [
      [{ exchangeId: 'binance' }, /^exchangeId: must be one of sandbox-exchange$/],
      [{ amount: '0' }, /^amount: must be more than 0$/],
      [{ recipient: 'nobody' }, /^recipient: must be an EVM address/],
      [{ asset: 'ETH' }, /^asset: /],
    ] as const) {
      const { status, body } = await call('POST', '/v1/pay/exchange-url', { ...base, ...overrides })
      expect(status).toBe(400)
      expect(body.message).toMatch(message)
    }
    const unknown = await call('GET', '/v1/pay/exchange-status?sessionId=ex_nope')
    expect(unknown.status).toBe(404)
  })
})

describe('on the local Solana network', () => {
  const SOLANA_BUYER = SOLANA_DEV_ACCOUNTS[1]?.address as string
  const solanaUrlBody = (overrides: Record<string, unknown> = {}) => ({
    destinationWallets: [
      { address: SOLANA_BUYER, blockchains: [LOCAL_SOLANA_CAIP_NETWORK_ID], assets: ['PUSD'] },
    ],
    defaultNetwork: LOCAL_SOLANA_CAIP_NETWORK_ID,
    defaultExperience: 'buy',
    ...overrides,
  })
  const solanaPusd = async () => {
    const rpc = createSolanaRpc(solana.url)
    const account = await localTokenAccountOf(address(SOLANA_BUYER))
    return BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount)
  }

  it('default: a quote, then its checkout, delivers exactly its PUSD to the Solana address', async () => {
    const quote = await call(
      'POST',
      '/v1/onramp/quote',
      quoteBody({ network: LOCAL_SOLANA_CAIP_NETWORK_ID, amount: '50.00' }),
    )
    expect(quote.status).toBe(200)
    // 50 USD: fee 0.75, network fee 0.50, 48.75 PUSD.
    expect(quote.body.purchaseAmount).toEqual({ value: '48.750000', currency: 'PUSD' })
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      solanaUrlBody({ quoteId: quote.body.quoteId }),
    )
    expect(status).toBe(200)
    const before = await solanaPusd()
    const paid = await submitPage(body.url, 'pay', PAYING)
    expect(paid.page).toContain(SOLANA_BUYER)
    expect(await solanaPusd()).toBe(before + 48_750_000n)
    expect(paid.result?.message).toEqual({
      type: 'portico:checkout',
      sessionId: body.sessionId,
      status: 'completed',
      txHash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
      network: LOCAL_SOLANA_CAIP_NETWORK_ID,
    })
  })

  it('parameters: SOL is quoted at its price on the Solana network', async () => {
    const { status, body } = await call(
      'POST',
      '/v1/onramp/quote',
      quoteBody({ purchaseCurrency: 'SOL', network: LOCAL_SOLANA_CAIP_NETWORK_ID }),
    )
    expect(status).toBe(200)
    expect(body.purchaseAmount).toEqual({ value: '0.653333333', currency: 'SOL' })
  })

  it.each([
    [
      'an EVM address on the Solana network',
      { address: BUYER, blockchains: [LOCAL_SOLANA_CAIP_NETWORK_ID], assets: ['PUSD'] },
      /^destinationWallets\[0\]\.address: must be a Solana address .* on a solana network$/,
    ],
    [
      'a Solana address on an eip155 network',
      { address: SOLANA_DEV_ACCOUNTS[1]?.address, blockchains: [NETWORK], assets: ['PUSD'] },
      /^destinationWallets\[0\]\.address: must be an EVM address .* on an eip155 network$/,
    ],
  ])('parameters: %s is a 400 naming the field', async (_case, wallet, message) => {
    const { status, body } = await call(
      'POST',
      '/v1/generators/onrampurl',
      solanaUrlBody({
        destinationWallets: [wallet],
        defaultNetwork: wallet.blockchains[0],
        presetFiatAmount: '20.00',
      }),
    )
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })
})
