import { DEV_ACCOUNTS, DEVNET_POOLS, DEVNET_SWAP_GAS, DEVNET_UNISWAP } from '@portico/devnet'
import { type Address, createPublicClient, custom, maxUint256, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SwapChain, startSwapChain } from '../../../testing/startSwapChain.ts'
import { createPairReader } from './createPairReader.ts'

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])
const [ethPusd, ethPtk] = DEVNET_POOLS
const token0Of = (pool: (typeof DEVNET_POOLS)[number]): Address => {
  const [a, b] = pool.sides
  return a.token.toLowerCase() < b.token.toLowerCase() ? a.token : b.token
}

let chain: SwapChain
/** Every JSON-RPC method the reader sent, in order. */
let sent: string[]
let clock: number
let reader: ReturnType<typeof createPairReader>

beforeAll(async () => {
  chain = await startSwapChain()
}, 120_000)
afterAll(() => chain?.anvil.stop())

function freshReader() {
  sent = []
  clock = 1_000_000
  const client = createPublicClient({
    transport: custom({
      request: async ({ method, params }) => {
        sent.push(method)
        const response = await fetch(chain.anvil.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const body = (await response.json()) as { result?: unknown; error?: { message: string } }
        if (body.error) throw new Error(body.error.message)
        return body.result
      },
    }),
  })
  reader = createPairReader({
    client,
    factory: DEVNET_UNISWAP.factory.address,
    maxAgeMs: 1000,
    missingPairTtlMs: 10_000,
    now: () => clock,
  })
}

const wanted = (pool: (typeof DEVNET_POOLS)[number]) => ({
  pair: pool.pair,
  token0: token0Of(pool),
})

describe('createPairReader', () => {
  it('default: a pair is looked up once; reserves come with their block', async () => {
    freshReader()
    const [weth, pusd] = [ethPusd.sides[0].token, ethPusd.sides[1].token]
    expect(await reader.findPair(weth, pusd)).toBe(ethPusd.pair)
    expect(await reader.findPair(pusd, weth)).toBe(ethPusd.pair)
    expect(sent).toEqual(['eth_call'])

    const reserves = (await reader.readReserves([wanted(ethPusd)])).get(ethPusd.pair)
    const blockNumber = await chain.publicClient.getBlockNumber()
    expect(reserves).toMatchObject({ pair: ethPusd.pair, token0: token0Of(ethPusd), blockNumber })
    const ethIsToken0 = token0Of(ethPusd) === weth
    expect(ethIsToken0 ? reserves?.reserve0 : reserves?.reserve1).toBe(ethPusd.sides[0].amount)
  })

  it('behavior: concurrent reads of one pool share one upstream read', async () => {
    freshReader()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reader.readReserves([wanted(ethPusd)])),
    )
    expect(new Set(answers.map((answer) => answer.get(ethPusd.pair)?.reserve0)).size).toBe(1)
    expect(sent).toEqual(['eth_blockNumber', 'eth_call'])
  })

  it('behavior: pools read together come from one block, one block-number read', async () => {
    freshReader()
    const answer = await reader.readReserves([wanted(ethPusd), wanted(ethPtk)])
    expect(sent).toEqual(['eth_blockNumber', 'eth_call', 'eth_call'])
    expect(answer.get(ethPusd.pair)?.blockNumber).toBe(answer.get(ethPtk.pair)?.blockNumber)
  })

  it('behavior: reserves are served from memory for maxAgeMs, then read again', async () => {
    freshReader()
    const first = await reader.readReserves([wanted(ethPusd)])
    // The pool moves; within a second the cached reserves still answer.
    await chain.mined(
      chain.walletOf(DEV_ACCOUNTS[6]).writeContract({
        address: DEVNET_UNISWAP.router.address,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [chain.weth, chain.pusd], DEV_ACCOUNTS[6].address, maxUint256],
        value: parseEther('1'),
        gas: DEVNET_SWAP_GAS,
      }),
    )
    clock += 1000
    expect((await reader.readReserves([wanted(ethPusd)])).get(ethPusd.pair)).toEqual(
      first.get(ethPusd.pair),
    )
    expect(sent).toHaveLength(2)
    clock += 1
    const later = (await reader.readReserves([wanted(ethPusd)])).get(ethPusd.pair)
    expect(later?.blockNumber).toBeGreaterThan(first.get(ethPusd.pair)!.blockNumber)
    expect(later?.reserve0).not.toBe(first.get(ethPusd.pair)?.reserve0)
    expect(sent).toHaveLength(4)
  })

  it('parameters: fresh reads now, whatever the cache holds, and refreshes it', async () => {
    freshReader()
    await reader.readReserves([wanted(ethPusd)])
    await reader.readReserves([wanted(ethPusd)], { fresh: true })
    expect(sent).toEqual(['eth_blockNumber', 'eth_call', 'eth_blockNumber', 'eth_call'])
    await reader.readReserves([wanted(ethPusd)])
    expect(sent).toHaveLength(4)
  })

  it('behavior: a missing pair is remembered as missing for missingPairTtlMs, then asked again', async () => {
    freshReader()
    const nobody = '0x0000000000000000000000000000000000000001'
    expect(await reader.findPair(chain.weth, nobody)).toBeUndefined()
    expect(await reader.findPair(nobody, chain.weth)).toBeUndefined()
    expect(sent).toEqual(['eth_call'])
    clock += 10_001
    expect(await reader.findPair(chain.weth, nobody)).toBeUndefined()
    expect(sent).toEqual(['eth_call', 'eth_call'])
  })
})
