import { compilePorticoToken, DEV_ACCOUNTS } from '@portico/devnet'
import { type Address, getAddress, parseAbi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { type SwapChain, startSwapChain } from '../../testing/startSwapChain.ts'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USER = DEV_ACCOUNTS[1].address
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
])

let chain: SwapChain
let server: TestServer
/** A configured ERC-20 that no pool trades. */
let pext: Address
const id = (address: string) => `${chain.caipNetworkId}:${address}`

beforeAll(async () => {
  chain = await startSwapChain()
  const { artifact } = await compilePorticoToken()
  const deployer = chain.walletOf(DEV_ACCOUNTS[0])
  const receipt = await chain.mined(
    deployer.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: ['Portico Extra', 'PEXT', 18, [USER], parseEther('1000')],
    }),
  )
  pext = getAddress(receipt.contractAddress!)
  server = await createTestServer({
    ...chain.serverConfig,
    tokens: [
      ...(chain.serverConfig.tokens ?? []),
      {
        caipNetworkId: chain.caipNetworkId,
        address: pext,
        name: 'Portico Extra',
        symbol: 'PEXT',
        decimals: 18,
        priceUsd: 1,
      },
    ],
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await chain?.anvil.stop()
})

async function quotes(query: Record<string, string> | string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/v1/convert/quotes?${new URLSearchParams(query)}`,
    headers: { 'x-project-id': TEST_PROJECT_ID },
  })
  return { status: response.statusCode, body: response.json() }
}

const amountsOut = (amount: bigint, path: Address[]) =>
  chain.publicClient.readContract({
    address: chain.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amount, path],
  })

describe('GET /v1/convert/quotes', () => {
  it('default: native → PUSD, the router’s own amount, impact, route, fee and expiry', async () => {
    const before = Date.now()
    const { status, body } = await quotes({
      amount: String(parseEther('1')),
      from: id(NATIVE),
      to: id(chain.pusd),
      userAddress: USER,
    })
    expect(status).toBe(200)
    const [quote] = body.quotes
    const onChain = await amountsOut(parseEther('1'), [chain.weth, chain.pusd])
    const gasPrice = await chain.publicClient.getGasPrice()
    expect(quote).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      fromAccount: id(NATIVE),
      toAccount: id(chain.pusd),
      fromAmount: '1000000000000000000',
      toAmount: String(onChain.at(-1)),
      priceImpact: 0.9871,
      route: [id(chain.weth), id(chain.pusd)],
      gas: expect.stringMatching(/^\d+$/),
      gasPrice: String(gasPrice),
      fee: String(BigInt(quote.gas) * gasPrice),
      blockNumber: String(await chain.publicClient.getBlockNumber()),
      expiresAt: expect.any(Number),
    })
    expect(quote.toAmount).toBe('2961474103')
    expect(quote.expiresAt).toBeGreaterThanOrEqual(before + 15_000)
    expect(quote.expiresAt).toBeLessThanOrEqual(Date.now() + 15_000)
  })

  it('behavior: a small trade agrees with fungible/price (3000 PUSD an ETH) but for the 0.3 % fee', async () => {
    const { body } = await quotes({
      amount: String(parseEther('0.01')),
      from: id(NATIVE),
      to: id(chain.pusd),
      userAddress: USER,
    })
    const received = Number(body.quotes[0].toAmount) / 1e6
    expect(received / (0.01 * 3000 * 0.997)).toBeCloseTo(1, 3)
    // And PTK at 2.5 PUSD, through its own pool.
    const ptk = await quotes({
      amount: String(parseEther('0.1')),
      from: id(chain.ptk),
      to: id(chain.pusd),
      userAddress: USER,
    })
    expect(Number(ptk.body.quotes[0].toAmount) / 1e6 / (0.1 * 2.5 * 0.997)).toBeCloseTo(1, 3)
  })

  it('behavior: PTK → PUSD takes the better route, direct for a small trade, through WETH for a large one', async () => {
    for (const [amount, expectedRoute] of [
      [parseEther('1'), [chain.ptk, chain.pusd]],
      [parseEther('1500'), [chain.ptk, chain.weth, chain.pusd]],
    ] as const) {
      const { status, body } = await quotes({
        amount: String(amount),
        from: id(chain.ptk),
        to: id(chain.pusd),
        userAddress: USER,
      })
      expect(status).toBe(200)
      const direct = (await amountsOut(amount, [chain.ptk, chain.pusd])).at(-1)!
      const viaWeth = (await amountsOut(amount, [chain.ptk, chain.weth, chain.pusd])).at(-1)!
      expect(body.quotes[0].route).toEqual(expectedRoute.map(id))
      // biome-ignore lint/complexity/useMathMinMax: Math.max takes no bigints
      const better = direct > viaWeth ? direct : viaWeth
      expect(body.quotes[0].toAmount).toBe(String(better))
    }
  })

  it('behavior: the shallow PTK pool shows its impact', async () => {
    const { body } = await quotes({
      amount: String(parseEther('200')),
      from: id(chain.ptk),
      to: id(NATIVE),
      userAddress: USER,
    })
    expect(body.quotes[0].route).toEqual([id(chain.ptk), id(chain.weth)])
    // 200 PTK into 2,400: the price moves about 7.7 %.
    expect(body.quotes[0].priceImpact).toBeGreaterThan(7)
    expect(body.quotes[0].priceImpact).toBeLessThan(8)
  })

  it('parameters: gasPrice is the one the fee is computed with', async () => {
    const { body } = await quotes({
      amount: String(parseUnits('100', 6)),
      from: id(chain.pusd),
      to: id(NATIVE),
      userAddress: USER,
      gasPrice: '7000000000',
    })
    const [quote] = body.quotes
    expect(quote.gasPrice).toBe('7000000000')
    expect(quote.fee).toBe(String(BigInt(quote.gas) * 7_000_000_000n))
  })

  it('parameters: addresses in any case, the native one too', async () => {
    const { status, body } = await quotes({
      amount: '1000000',
      from: id(chain.pusd.toLowerCase()),
      to: id(NATIVE.toUpperCase().replace('0X', '0x')),
      userAddress: USER.toLowerCase(),
    })
    expect(status).toBe(200)
    expect(body.quotes[0]).toMatchObject({ fromAccount: id(chain.pusd), toAccount: id(NATIVE) })
  })
})

describe('GET /v1/convert/quotes: bad input is a 400 naming the field', () => {
  const valid = () => ({
    amount: String(parseEther('1')),
    from: id(NATIVE),
    to: id(chain.pusd),
    userAddress: USER,
  })
  it.each<[string, (query: Record<string, string>) => Record<string, string>, string]>([
    [
      'unknown token',
      (query) => ({ ...query, to: id('0x0000000000000000000000000000000000000001') }),
      'to: not a token swapped on eip155:31337 (see GET /v1/convert/tokens)',
    ],
    [
      'zero amount',
      (query) => ({ ...query, amount: '0' }),
      "amount: must be a positive integer in the token's smallest unit",
    ],
    [
      'negative amount',
      (query) => ({ ...query, amount: '-1' }),
      "amount: must be a positive integer in the token's smallest unit",
    ],
    [
      'decimal amount',
      (query) => ({ ...query, amount: '1.5' }),
      "amount: must be a positive integer in the token's smallest unit",
    ],
    [
      'amount beyond a uint256',
      (query) => ({ ...query, amount: (2n ** 256n).toString() }),
      "amount: must be a positive integer in the token's smallest unit",
    ],
    [
      'amount beyond the reserves',
      (query) => ({ ...query, amount: String(parseEther('101')) }),
      'amount: Not enough liquidity for this amount',
    ],
    [
      'amount too small to buy anything',
      (query) => ({ ...query, amount: '1' }),
      'amount: too small to receive anything',
    ],
    [
      'malformed token address',
      (query) => ({ ...query, from: id('0x1234') }),
      "from: must be 'eip155:<chain id>:<address>'",
    ],
    [
      'token address with a bad checksum',
      (query) => ({ ...query, to: id(chain.pusd.replace('F', 'f').replace('b', 'B')) }),
      "to: must be 'eip155:<chain id>:<address>'",
    ],
    [
      'not a CAIP-10 id',
      (query) => ({ ...query, from: 'ETH' }),
      "from: must be a CAIP-10 token id like 'eip155:1:0x…'",
    ],
    [
      'malformed user address',
      (query) => ({ ...query, userAddress: '0xnope' }),
      'userAddress: must be an EVM address',
    ],
    ['missing user address', ({ userAddress: _, ...query }) => query, 'userAddress: '],
    [
      'same token twice',
      (query) => ({ ...query, to: query.from! }),
      'to: must be another token than from',
    ],
    [
      'tokens on different chains',
      (query) => ({ ...query, to: `eip155:31338:${chain.pusd}` }),
      'to: must be on the same chain as from (eip155:31337)',
    ],
    [
      'no pool between the tokens',
      (query) => ({ ...query, to: id(pext) }),
      'to: no pool trades ETH for PEXT',
    ],
    [
      'gas price not a number',
      (query) => ({ ...query, gasPrice: 'fast' }),
      'gasPrice: must be an integer number of wei',
    ],
  ])('error: %s', async (_case, edit, message) => {
    const { status, body } = await quotes(edit(valid()))
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message.startsWith(message), body.message).toBe(true)
  })

  it('error: a parameter given twice', async () => {
    const query = new URLSearchParams(valid())
    query.append('amount', '2')
    const { status, body } = await quotes(query.toString())
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', message: 'amount: must be given once' })
  })

  it.each([
    ['an EVM chain without a quote source', 'eip155:1'],
    ['a Solana network', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])('error: %s is not supported for swaps', async (_case, network) => {
    const address = network.startsWith('solana')
      ? 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
      : NATIVE
    const { status, body } = await quotes({ ...valid(), from: `${network}:${address}` })
    expect(status).toBe(400)
    expect(body).toEqual({
      code: 'UNSUPPORTED_SWAP_NETWORK',
      message: 'Network not supported for Swaps',
    })
  })

  it('error: no project id', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/convert/quotes?${new URLSearchParams(valid())}`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('PROJECT_ID_MISSING')
  })
})

describe('GET /v1/convert/quotes: a failing chain', () => {
  it('error: an RPC that does not answer is the server’s upstream failure (502)', async () => {
    const broken = await createTestServer({
      ...chain.serverConfig,
      // Nothing listens there: the connection is refused at once.
      chains: (chain.serverConfig.chains ?? []).map((entry) => ({
        ...entry,
        rpcUrl: 'http://127.0.0.1:9',
      })),
    })
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: `/v1/convert/quotes?${new URLSearchParams(valid())}`,
        headers: { 'x-project-id': TEST_PROJECT_ID },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        code: 'UPSTREAM_ERROR',
        message: expect.stringMatching(/^Could not read swap quotes on eip155:31337: /),
      })
    } finally {
      await broken.close()
    }
  })

  function valid() {
    return { amount: '1000', from: id(NATIVE), to: id(chain.pusd), userAddress: USER }
  }
})
