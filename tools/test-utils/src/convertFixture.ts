import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/core'
import { decodeFunctionData, encodeFunctionData, parseAbi } from 'viem'

// The swap routes of docs/convert-api.md as a contract-shaped fixture, for the kit's unit tests
// of its Swap actions and views (the real routes, on Uniswap V2 deployed to anvil, are built and
// tested in apps/server, and the kit meets them in its server tests and the end-to-end suite).
// Prices come from constant-product pools (Uniswap V2's formula, 0.3% fee) that a test can move;
// the transactions are real router and approve calldata; faults are switches.

/** The chain the fixture swaps on, and the native currency's pseudo-address. */
export const FIXTURE_CHAIN = 'eip155:31337'
export const FIXTURE_NATIVE = SWAP_NATIVE_TOKEN_ADDRESS
export const FIXTURE_WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const FIXTURE_ROUTER = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
/** The devnet's PUSD (6 decimals) and PTK (18 decimals) addresses. */
export const FIXTURE_PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const FIXTURE_PTK = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

export interface FixtureToken {
  symbol: string
  name: string
  /** 0x; the native currency is FIXTURE_NATIVE. */
  address: string
  decimals: number
  price?: number
}

export const FIXTURE_TOKENS: readonly FixtureToken[] = [
  { symbol: 'ETH', name: 'Ether', address: FIXTURE_NATIVE, decimals: 18, price: 2000 },
  { symbol: 'PUSD', name: 'Portico USD', address: FIXTURE_PUSD, decimals: 6, price: 1 },
  { symbol: 'PTK', name: 'Portico Token', address: FIXTURE_PTK, decimals: 18, price: 0.5 },
]

/** How the service misbehaves, switched at any time. */
export interface ConvertFixtureFaults {
  /** `gas-price` answers 503 (spec §8: the kit then uses null). */
  gasPriceDown?: boolean
  /** `tokens` answers 503. */
  tokensDown?: boolean
  /** `quotes` answers 503. */
  quotesDown?: boolean
  /** `quotes` waits this long before answering. */
  quoteDelayMs?: number
  /** `build-transaction` answers a transaction that does something else than what was asked. */
  tamperTrade?: 'amountOutMin' | 'receiver' | 'amount' | 'token' | 'router'
  /** `build-approve` approves another spender, or an unlimited amount. */
  tamperApproval?: 'spender' | 'unlimited'
  /** How long a quote lives (ms); default 15 s as docs/convert-api.md says. */
  quoteLifetimeMs?: number
}

export interface ConvertFixture {
  /** Answers the request when it is one of the swap routes (true), else leaves it (false). */
  handle(request: IncomingMessage, response: ServerResponse): boolean
  /** Moves the pool between two tokens as a trade of `percent` of the first's reserve would. */
  movePool(from: string, to: string, percent: number): void
  setAllowance(token: string, owner: string, amount: bigint): void
  setFaults(faults: ConvertFixtureFaults): void
  /** The path and query (or body) of every swap request, in order. */
  readonly requests: { path: string; query: Record<string, string>; body?: unknown }[]
}

const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function approve(address spender, uint256 amount)',
])
const MAX_UINT = 2n ** 256n - 1n

/**
 * What a transaction the fixture built calls, for tests to read what a wallet was asked to send:
 * the function and its arguments by name, addresses lower-cased. Throws on other calldata.
 *
 * @example
 * decodeFixtureCall(sent.data) // { functionName: 'swapExactETHForTokens', amountOutMin: 1954572907n, path: […], to: '0xf39f…', deadline }
 */
export function decodeFixtureCall(
  data: string,
): { functionName: string } & Record<string, unknown> {
  const { functionName, args } = decodeFunctionData({
    abi: ROUTER_ABI,
    data: data as `0x${string}`,
  })
  const item = ROUTER_ABI.find((entry) => entry.name === functionName)
  const lower = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.toLowerCase()
      : Array.isArray(value)
        ? value.map(lower)
        : value
  return {
    functionName,
    ...Object.fromEntries(
      item?.inputs.map((input, index) => [input.name, lower(args[index])]) ?? [],
    ),
  }
}
const GAS = 150_000n
const GAS_PRICE = 1_000_000_000n

/**
 * The fixture's routes, to mount in a test server (`handle`), with pools ETH/PUSD (100 ETH :
 * 200 000 PUSD) and PUSD/PTK (100 000 PUSD : 200 000 PTK); PTK ↔ ETH goes through PUSD.
 *
 * @example
 * const convert = createConvertFixture()
 * createServer((request, response) => convert.handle(request, response) || notFound(response))
 */
export function createConvertFixture(
  tokens: readonly FixtureToken[] = FIXTURE_TOKENS,
): ConvertFixture {
  const key = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join('|')
  const pools = new Map<string, Map<string, bigint>>()
  const pool = (a: string, ra: bigint, b: string, rb: bigint) =>
    pools.set(
      key(a, b),
      new Map([
        [a.toLowerCase(), ra],
        [b.toLowerCase(), rb],
      ]),
    )
  pool(FIXTURE_NATIVE, 100n * 10n ** 18n, FIXTURE_PUSD, 200_000n * 10n ** 6n)
  pool(FIXTURE_PUSD, 100_000n * 10n ** 6n, FIXTURE_PTK, 200_000n * 10n ** 18n)
  const allowances = new Map<string, bigint>()
  let faults: ConvertFixtureFaults = {}
  const requests: ConvertFixture['requests'] = []

  const tokenOf = (caip10: string | undefined) => {
    if (!caip10?.startsWith(`${FIXTURE_CHAIN}:`)) return undefined
    const address = caip10.slice(FIXTURE_CHAIN.length + 1).toLowerCase()
    return tokens.find((token) => token.address.toLowerCase() === address)
  }
  const path = (from: string, to: string): string[] | undefined => {
    if (pools.has(key(from, to))) return [from, to]
    for (const middle of tokens.map((token) => token.address))
      if (pools.has(key(from, middle)) && pools.has(key(middle, to))) return [from, middle, to]
    return undefined
  }
  const amountsOut = (amount: bigint, hops: string[]): bigint => {
    let out = amount
    for (let index = 0; index + 1 < hops.length; index++) {
      const reserves = pools.get(key(hops[index] ?? '', hops[index + 1] ?? ''))
      const reserveIn = reserves?.get((hops[index] ?? '').toLowerCase()) ?? 0n
      const reserveOut = reserves?.get((hops[index + 1] ?? '').toLowerCase()) ?? 0n
      const withFee = out * 997n
      out = (withFee * reserveOut) / (reserveIn * 1000n + withFee)
    }
    return out
  }
  const onChain = (address: string) =>
    address.toLowerCase() === FIXTURE_NATIVE ? FIXTURE_WETH : address
  const caip = (address: string) => `${FIXTURE_CHAIN}:${address}`

  /** The trade the query asks for, or the 400 it earns. */
  const trade = (query: Record<string, string>) => {
    const from = tokenOf(query.from)
    const to = tokenOf(query.to)
    if (!from || !to) return { error: 'from and to must be tokens the chain trades' }
    if (from === to) return { error: 'from and to must differ' }
    if (!/^[1-9]\d*$/.test(query.amount ?? ''))
      return { error: 'amount must be a positive integer' }
    const hops = path(from.address, to.address)
    if (!hops) return { error: 'No pool between the tokens' }
    const amount = BigInt(query.amount ?? '0')
    const out = amountsOut(amount, hops)
    if (out <= 0n) return { error: 'Not enough liquidity for this amount' }
    return { from, to, hops, amount, out }
  }

  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (!url.pathname.startsWith('/v1/convert/') && url.pathname !== '/v1/fungible/price')
      return false
    const query = Object.fromEntries(url.searchParams)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const fail = (status: number, code: string, message: string) => json(status, { code, message })
    const answer = (body: unknown) => {
      const entry = { path: url.pathname, query, ...(body === undefined ? {} : { body }) }
      requests.push(entry)
      void route(url.pathname, query, body, json, fail)
    }
    if (request.method === 'POST') {
      let text = ''
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      request.on('end', () => answer(text ? JSON.parse(text) : {}))
    } else answer(undefined)
    return true
  }

  async function route(
    pathname: string,
    query: Record<string, string>,
    body: unknown,
    json: (status: number, body: unknown) => void,
    fail: (status: number, code: string, message: string) => void,
  ): Promise<void> {
    const chainId = query.chainId ?? query.from?.split(':').slice(0, 2).join(':')
    if (pathname !== '/v1/fungible/price' && chainId && chainId !== FIXTURE_CHAIN) {
      if (pathname === '/v1/convert/gas-price')
        return fail(400, 'UNSUPPORTED_GAS_PRICE_NETWORK', 'Network not supported for Gas Price')
      return fail(400, 'UNSUPPORTED_SWAP_NETWORK', 'Network not supported for Swaps')
    }
    switch (pathname) {
      case '/v1/convert/tokens':
        if (faults.tokensDown) return fail(503, 'UPSTREAM', 'Tokens unavailable')
        return json(200, {
          tokens: tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: caip(token.address),
            decimals: token.decimals,
            logoUri: `/public/getTokenImage/${token.symbol}`,
          })),
        })
      case '/v1/convert/gas-price':
        if (faults.gasPriceDown) return fail(503, 'UPSTREAM', 'Gas price unavailable')
        return json(200, {
          standard: GAS_PRICE.toString(),
          fast: (GAS_PRICE * 2n).toString(),
          instant: (GAS_PRICE * 3n).toString(),
        })
      case '/v1/fungible/price': {
        const asked = (body as { addresses?: string[] }).addresses ?? []
        return json(200, {
          fungibles: asked.flatMap((address) => {
            const token = tokenOf(address)
            return token?.price === undefined
              ? []
              : [
                  {
                    address,
                    name: token.name,
                    symbol: token.symbol,
                    iconUrl: null,
                    price: token.price,
                  },
                ]
          }),
        })
      }
      case '/v1/convert/quotes': {
        if (faults.quoteDelayMs) await new Promise((done) => setTimeout(done, faults.quoteDelayMs))
        if (faults.quotesDown) return fail(503, 'UPSTREAM', 'Quotes unavailable')
        const asked = trade(query)
        if ('error' in asked) return fail(400, 'BAD_REQUEST', asked.error ?? '')
        const gasPrice = query.gasPrice ? BigInt(query.gasPrice) : GAS_PRICE
        return json(200, {
          quotes: [
            {
              id: `q${requests.length}`,
              fromAccount: caip(asked.from.address),
              toAccount: caip(asked.to.address),
              fromAmount: asked.amount.toString(),
              toAmount: asked.out.toString(),
              priceImpact: 0.3,
              route: asked.hops.map((hop) => caip(onChain(hop))),
              gas: GAS.toString(),
              gasPrice: gasPrice.toString(),
              fee: (GAS * gasPrice).toString(),
              blockNumber: '42',
              expiresAt: Date.now() + (faults.quoteLifetimeMs ?? 15_000),
            },
          ],
        })
      }
      case '/v1/convert/allowance': {
        const token = tokenOf(query.tokenAddress)
        if (!token) return fail(400, 'BAD_REQUEST', 'tokenAddress must be a token')
        if (token.address === FIXTURE_NATIVE) return json(200, { allowance: MAX_UINT.toString() })
        const held = allowances.get(`${token.address}|${query.userAddress}`.toLowerCase()) ?? 0n
        return json(200, { allowance: held.toString() })
      }
      case '/v1/convert/build-approve': {
        const asked = trade(query)
        if ('error' in asked) return fail(400, 'BAD_REQUEST', asked.error ?? '')
        const spender =
          faults.tamperApproval === 'spender'
            ? (query.userAddress ?? FIXTURE_ROUTER)
            : FIXTURE_ROUTER
        const amount = faults.tamperApproval === 'unlimited' ? MAX_UINT : asked.amount
        return json(200, {
          tx: {
            from: query.userAddress,
            to: asked.from.address,
            data: encodeFunctionData({
              abi: ROUTER_ABI,
              functionName: 'approve',
              args: [spender as `0x${string}`, amount],
            }),
            value: '0',
            gas: '50000',
            gasPrice: GAS_PRICE.toString(),
          },
        })
      }
      case '/v1/convert/build-transaction': {
        const input = body as {
          amount: string
          from: string
          to: string
          userAddress: string
          eip155?: { slippage?: string }
          toAmount?: string
          disableEstimate?: boolean
        }
        const asked = trade({ amount: input.amount, from: input.from, to: input.to })
        if ('error' in asked) return fail(400, 'BAD_REQUEST', asked.error ?? '')
        const slippage = Number(input.eip155?.slippage ?? '1')
        const accepted = input.toAmount ? BigInt(input.toAmount) : asked.out
        const minimum = (accepted * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
        if (asked.out < minimum)
          return fail(409, 'QUOTE_MOVED', 'The price moved beyond your slippage')
        const user = input.userAddress as `0x${string}`
        const receiver =
          faults.tamperTrade === 'receiver' ? (FIXTURE_ROUTER as `0x${string}`) : user
        const amountOutMin = faults.tamperTrade === 'amountOutMin' ? 0n : minimum
        const amountIn = faults.tamperTrade === 'amount' ? asked.amount + 1n : asked.amount
        const hops = asked.hops.map((hop) => onChain(hop) as `0x${string}`)
        if (faults.tamperTrade === 'token') hops[hops.length - 1] = FIXTURE_ROUTER
        const deadline = BigInt(Math.floor(Date.now() / 1000) + 1200)
        const native = (address: string) => address.toLowerCase() === FIXTURE_NATIVE
        const data = native(asked.from.address)
          ? encodeFunctionData({
              abi: ROUTER_ABI,
              functionName: 'swapExactETHForTokens',
              args: [amountOutMin, hops, receiver, deadline],
            })
          : encodeFunctionData({
              abi: ROUTER_ABI,
              functionName: native(asked.to.address)
                ? 'swapExactTokensForETH'
                : 'swapExactTokensForTokens',
              args: [amountIn, amountOutMin, hops, receiver, deadline],
            })
        return json(200, {
          tx: {
            from: input.userAddress,
            to: faults.tamperTrade === 'router' ? FIXTURE_PUSD : FIXTURE_ROUTER,
            data,
            value: native(asked.from.address) ? amountIn.toString() : '0',
            ...(input.disableEstimate ? {} : { gas: GAS.toString() }),
            gasPrice: GAS_PRICE.toString(),
          },
          toAmount: asked.out.toString(),
          minimumToAmount: minimum.toString(),
          deadline: Number(deadline),
        })
      }
      default:
        return fail(404, 'NOT_FOUND', 'Not found')
    }
  }

  return {
    handle,
    movePool(from, to, percent) {
      const reserves = pools.get(key(from, to))
      if (!reserves) throw new Error(`No pool ${from}/${to}`)
      const reserveIn = reserves.get(from.toLowerCase()) ?? 0n
      const amount = (reserveIn * BigInt(Math.round(percent * 100))) / 10_000n
      const out = amountsOut(amount, [from, to])
      reserves.set(from.toLowerCase(), reserveIn + amount)
      reserves.set(to.toLowerCase(), (reserves.get(to.toLowerCase()) ?? 0n) - out)
    },
    setAllowance(token, owner, amount) {
      allowances.set(`${token}|${owner}`.toLowerCase(), amount)
    },
    setFaults(next) {
      faults = { ...next }
    },
    requests,
  }
}

/**
 * The fixture alone on a free loopback port (with CORS for a page), for tests that need no
 * other route. Stop it with `stop()`.
 *
 * @example
 * const convert = await startConvertFixture()
 * const config = createConfig({ ..., apiUrl: convert.url })
 */
export async function startConvertFixture(
  tokens?: readonly FixtureToken[],
): Promise<ConvertFixture & { url: string; stop(): Promise<void> }> {
  const fixture = createConvertFixture(tokens)
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (!fixture.handle(request, response))
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fixture, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  })
}
