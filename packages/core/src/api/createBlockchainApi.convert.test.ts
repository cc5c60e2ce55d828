import { describe, expect, it, vi } from 'vitest'
import { HttpRequestError, InvalidResponseError } from '../errors/http.ts'
import { createBlockchainApi } from './createBlockchainApi.ts'
import { createHttpClient } from './createHttpClient.ts'

// The swap routes' requests and the kit's checks of their answers. A hostile or broken server
// is not something the real one becomes on demand, so its answers are forged here (a stubbed
// fetch); the routes themselves are exercised against the real server and anvil in the swap
// actions' server tests and the end-to-end suite.

const NATIVE = `eip155:31337:0x${'e'.repeat(40)}`
const PUSD = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const quote = {
  id: 'q1',
  fromAccount: NATIVE,
  toAccount: PUSD,
  fromAmount: '1000000000000000000',
  toAmount: '2979512345',
  priceImpact: 0.31,
  route: ['eip155:31337:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', PUSD],
  gas: '120000',
  gasPrice: '1000000000',
  fee: '120000000000000',
  blockNumber: '42',
  expiresAt: 1764258000000,
}

function api(answer: (url: URL, init?: RequestInit) => Response) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(String(input)), init),
  )
  const http = createHttpClient({
    baseUrl: 'http://127.0.0.1:1',
    projectId: 'p1',
    timeoutMs: 1_000,
    fetch: fetchStub as typeof fetch,
  })
  return { blockchain: createBlockchainApi(http), fetchStub }
}

describe('createBlockchainApi: swap routes', () => {
  it('getSwapQuotes: the query of docs/convert-api.md, the answer parsed', async () => {
    const { blockchain, fetchStub } = api(() => Response.json({ quotes: [quote] }))
    const quotes = await blockchain.getSwapQuotes({
      amount: quote.fromAmount,
      from: NATIVE,
      to: PUSD,
      userAddress: USER,
      gasPrice: '1000000000',
    })
    expect(quotes).toEqual([quote])
    const url = new URL(String(fetchStub.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/v1/convert/quotes')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      projectId: 'p1',
      amount: quote.fromAmount,
      from: NATIVE,
      to: PUSD,
      userAddress: USER,
      gasPrice: '1000000000',
    })
  })

  it('behavior: a quote with a non-integer amount, a negative impact or a foreign id is an InvalidResponseError', async () => {
    for (const broken of [
      { ...quote, toAmount: '2979.5' },
      { ...quote, toAmount: 2979512345 },
      { ...quote, priceImpact: -1 },
      { ...quote, route: ['solana:abc:def', PUSD] },
      { ...quote, expiresAt: 'soon' },
    ]) {
      const { blockchain } = api(() => Response.json({ quotes: [broken] }))
      await expect(
        blockchain.getSwapQuotes({ amount: '1', from: NATIVE, to: PUSD, userAddress: USER }),
      ).rejects.toBeInstanceOf(InvalidResponseError)
    }
  })

  it('getSwapTokens: a token that does not pass is dropped, the others stay', async () => {
    const { blockchain } = api(() =>
      Response.json({
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: NATIVE,
            decimals: 18,
            logoUri: '/public/getTokenImage/ETH',
          },
          { name: 'Evil', symbol: 'EV\u202eIL', address: PUSD, decimals: 6, logoUri: null },
          { name: 'Huge', symbol: 'HUGE', address: PUSD, decimals: 300, logoUri: null },
          'not a token',
          { name: 'Portico USD', symbol: 'PUSD', address: PUSD, decimals: 6 },
        ],
      }),
    )
    const tokens = await blockchain.getSwapTokens('eip155:31337')
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'PUSD'])
    // A path on the server becomes a URL on the API URL with the project, as every call here.
    expect(tokens[0]?.logoUri).toMatch(
      /^http:\/\/127\.0\.0\.1:1\/public\/getTokenImage\/ETH\?projectId=p1&/,
    )
    expect(tokens[1]?.logoUri).toBeNull()
  })

  it('buildSwapTransaction: POSTs the project, the eip155 slippage and the accepted amount', async () => {
    const built = {
      tx: { from: USER, to: `0x${'1'.repeat(40)}`, data: '0x7ff36ab5', value: '1', gas: '1' },
      toAmount: '2979000000',
      minimumToAmount: '2949702345',
      deadline: 1764258600,
    }
    const { blockchain, fetchStub } = api(() => Response.json(built))
    await expect(
      blockchain.buildSwapTransaction({
        amount: '1',
        from: NATIVE,
        to: PUSD,
        userAddress: USER,
        slippage: '1',
        disableEstimate: false,
        toAmount: '2979512345',
      }),
    ).resolves.toEqual(built)
    const [, init] = fetchStub.mock.calls[0] ?? []
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: '1',
      from: NATIVE,
      to: PUSD,
      userAddress: USER,
      disableEstimate: false,
      toAmount: '2979512345',
      projectId: 'p1',
      eip155: { slippage: '1' },
    })
  })

  it('behavior: a transaction with a malformed address or data is an InvalidResponseError', async () => {
    for (const tx of [
      { from: USER, to: '0x1234', data: '0x', value: '0' },
      { from: USER, to: USER, data: '0xzz', value: '0' },
      { from: USER, to: USER, data: '0x', value: '-1' },
    ]) {
      const { blockchain } = api(() => Response.json({ tx }))
      await expect(
        blockchain.buildSwapApprove({ userAddress: USER, from: PUSD, to: NATIVE, amount: '1' }),
      ).rejects.toBeInstanceOf(InvalidResponseError)
    }
  })

  it('behavior: 409 QUOTE_MOVED is an HttpRequestError with its code', async () => {
    const { blockchain } = api(() =>
      Response.json(
        { code: 'QUOTE_MOVED', message: 'The price moved beyond your slippage' },
        { status: 409 },
      ),
    )
    const error = await blockchain
      .buildSwapTransaction({
        amount: '1',
        from: NATIVE,
        to: PUSD,
        userAddress: USER,
        slippage: '1',
        disableEstimate: false,
      })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 409, serverCode: 'QUOTE_MOVED' })
  })

  it('getTokenPrices, getGasPrice, getSwapAllowance: their answers, bad price entries dropped', async () => {
    const { blockchain, fetchStub } = api((url) => {
      if (url.pathname === '/v1/fungible/price')
        return Response.json({
          fungibles: [
            { address: NATIVE, name: 'Ether', symbol: 'ETH', iconUrl: null, price: 2000 },
            { address: PUSD, name: 'Portico USD', symbol: 'PUSD', iconUrl: null, price: 'one' },
          ],
        })
      if (url.pathname === '/v1/convert/gas-price')
        return Response.json({ standard: '1', fast: '2', instant: '3' })
      return Response.json({ allowance: '0' })
    })
    expect(await blockchain.getTokenPrices([NATIVE, PUSD])).toEqual([
      { address: NATIVE, name: 'Ether', symbol: 'ETH', iconUrl: null, price: 2000 },
    ])
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({
      currency: 'usd',
      addresses: [NATIVE, PUSD],
      projectId: 'p1',
    })
    expect(await blockchain.getGasPrice('eip155:31337')).toEqual({
      standard: '1',
      fast: '2',
      instant: '3',
    })
    expect(await blockchain.getSwapAllowance({ tokenAddress: PUSD, userAddress: USER })).toBe('0')
  })
})
