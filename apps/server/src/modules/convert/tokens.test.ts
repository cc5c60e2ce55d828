import { compilePorticoToken, DEV_ACCOUNTS } from '@portico/devnet'
import { type Address, getAddress, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfigInput } from '../../config.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { type SwapChain, startSwapChain } from '../../testing/startSwapChain.ts'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let chain: SwapChain
let server: TestServer
/** A configured ERC-20 that no pool trades yet. */
let pext: Address
let overrides: Partial<ServerConfigInput>
const liquidityAbi = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
])

beforeAll(async () => {
  chain = await startSwapChain()
  const { artifact } = await compilePorticoToken()
  const receipt = await chain.mined(
    chain.walletOf(DEV_ACCOUNTS[0]).deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: ['Portico Extra', 'PEXT', 18, [DEV_ACCOUNTS[0].address], parseEther('1000')],
    }),
  )
  pext = getAddress(receipt.contractAddress!)
  const [pusd, ptk] = chain.serverConfig.tokens ?? []
  overrides = {
    ...chain.serverConfig,
    // PTK has an icon of its own; the others get the images module's path.
    tokens: [
      pusd!,
      { ...ptk!, iconUrl: 'https://icons.example/ptk.svg' },
      {
        caipNetworkId: chain.caipNetworkId,
        address: pext,
        name: 'Portico Extra',
        symbol: 'PEXT',
        decimals: 18,
        priceUsd: 1,
      },
    ],
  }
  server = await createTestServer(overrides)
}, 120_000)
afterAll(async () => {
  await server?.close()
  await chain?.anvil.stop()
})

async function get(path: string, query: Record<string, string>) {
  const response = await server.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { 'x-project-id': TEST_PROJECT_ID },
  })
  return { status: response.statusCode, body: response.json() }
}

describe('GET /v1/convert/tokens', () => {
  it('default: native first, then the configured tokens a pool trades, with their logos', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    expect(body).toEqual({
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: `eip155:31337:${NATIVE}`,
          decimals: 18,
          logoUri: '/public/getTokenImage/ETH',
        },
        {
          name: 'Portico USD',
          symbol: 'PUSD',
          address: `eip155:31337:${chain.pusd}`,
          decimals: 6,
          logoUri: '/public/getTokenImage/PUSD',
        },
        {
          name: 'Portico Token',
          symbol: 'PTK',
          address: `eip155:31337:${chain.ptk}`,
          decimals: 18,
          logoUri: 'https://icons.example/ptk.svg',
        },
      ],
    })
  })

  it('parameters: a bare chain id is the EVM chain', async () => {
    const { body } = await get('/v1/convert/tokens', { chainId: '31337' })
    expect(body.tokens).toHaveLength(3)
  })

  it.each([
    ['an EVM chain without a quote source', 'eip155:1'],
    ['a Solana network', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['a Bitcoin network', 'bip122:000000000019d6689c085ae165831e93'],
  ])('error: %s is not supported for swaps', async (_case, chainId) => {
    const { status, body } = await get('/v1/convert/tokens', { chainId })
    expect(status).toBe(400)
    expect(body).toEqual({
      code: 'UNSUPPORTED_SWAP_NETWORK',
      message: 'Network not supported for Swaps',
    })
  })

  it.each([
    ['a malformed chain id', { chainId: 'eth' }, 'chainId: must be a CAIP-2 id'],
    ['no chain id', {}, 'chainId: '],
  ])('error: %s', async (_case, query, message) => {
    const { status, body } = await get('/v1/convert/tokens', query)
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message.startsWith(message), body.message).toBe(true)
  })
})

describe('GET /v1/convert/gas-price', () => {
  it('default: the node’s gas price, and faster tiers above it', async () => {
    const gasPrice = await chain.publicClient.getGasPrice()
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    expect(body).toEqual({
      standard: String(gasPrice),
      fast: String((gasPrice * 125n) / 100n),
      instant: String((gasPrice * 150n) / 100n),
    })
  })

  it('error: a chain without swaps', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(status).toBe(400)
    expect(body).toEqual({
      code: 'UNSUPPORTED_GAS_PRICE_NETWORK',
      message: 'Network not supported for Gas Price',
    })
  })

  it('error: an RPC that does not answer is the server’s upstream failure (502)', async () => {
    const broken = await createTestServer({
      ...chain.serverConfig,
      chains: (chain.serverConfig.chains ?? []).map((entry) => ({
        ...entry,
        rpcUrl: 'http://127.0.0.1:9',
      })),
    })
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/v1/convert/gas-price?chainId=eip155:31337',
        headers: { 'x-project-id': TEST_PROJECT_ID },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toMatchObject({
        code: 'UPSTREAM_ERROR',
        message: expect.stringMatching(/^Could not read swap quotes on eip155:31337: /),
      })
    } finally {
      await broken.close()
    }
  })
})

describe('GET /v1/convert/tokens: a new pool', () => {
  it('behavior: a token shows once a pool trades it (a missing pair is asked again after 10 s)', async () => {
    // Seen as missing now; the look-up is remembered for 10 s, so only a fresh server sees the
    // pool at once. This checks the factory look-up, not the wait.
    const before = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(before.body.tokens.map((token: { symbol: string }) => token.symbol)).not.toContain(
      'PEXT',
    )
    const funder = chain.walletOf(DEV_ACCOUNTS[0])
    await chain.mined(
      funder.writeContract({
        address: pext,
        abi: liquidityAbi,
        functionName: 'approve',
        args: [chain.router, parseEther('10')],
      }),
    )
    await chain.mined(
      funder.writeContract({
        address: chain.router,
        abi: liquidityAbi,
        functionName: 'addLiquidityETH',
        args: [pext, parseEther('10'), 0n, 0n, DEV_ACCOUNTS[0].address, 2n ** 40n],
        value: parseEther('0.01'),
      }),
    )
    const fresh = await createTestServer(overrides)
    try {
      const response = await fresh.app.inject({
        method: 'GET',
        url: '/v1/convert/tokens?chainId=eip155:31337',
        headers: { 'x-project-id': TEST_PROJECT_ID },
      })
      expect(response.json().tokens.map((token: { symbol: string }) => token.symbol)).toEqual([
        'ETH',
        'PUSD',
        'PTK',
        'PEXT',
      ])
    } finally {
      await fresh.close()
    }
  })
})
