import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Transaction } from '@portico/core'
import {
  addDevnetLiquidity,
  compilePorticoToken,
  DEV_ACCOUNTS,
  DEVNET_SWAP_GAS,
  DEVNET_UNISWAP,
  deployTokens,
  PORTICO_TOKENS,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../buildServer.ts'
import { parseServerConfig } from '../../config.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/createTestDatabase.ts'
import { TEST_PROJECT_ID, testConfigInput } from '../../testing/createTestServer.ts'

// Real anvil, the devnet's Uniswap V2 and pools, the indexer following the chain: a visitor's
// swaps must show both sides in Activity, the ETH a router pays out by an internal call included.
const CHAIN = 'eip155:31337'
const [PUSD] = PORTICO_TOKENS
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])
const visitor = privateKeyToAccount(generatePrivateKey())

let anvil: TestAnvil
let dir: string
let database: TestDatabase | undefined
let app: FastifyInstance
const hashes: Record<'buy' | 'sell', Hash> = { buy: '0x', sell: '0x' }

beforeAll(async () => {
  anvil = await startTestAnvil()
  const { artifact } = await compilePorticoToken()
  await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })
  await addDevnetLiquidity({ chainId: 31337, rpcUrl: anvil.rpcUrl })
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const funder = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNTS[0].privateKey),
    chain,
    transport: http(anvil.rpcUrl),
  })
  const wallet = createWalletClient({ account: visitor, chain, transport: http(anvil.rpcUrl) })
  const mined = async (hash: Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash })
    expect(receipt.status).toBe('success')
    return receipt.transactionHash
  }
  const router = DEVNET_UNISWAP.router.address
  const weth = DEVNET_UNISWAP.weth.address
  await mined(funder.sendTransaction({ to: visitor.address, value: parseEther('2') }))
  hashes.buy = await mined(
    wallet.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [weth, PUSD.address], visitor.address, maxUint256],
      value: parseEther('1'),
      gas: DEVNET_SWAP_GAS,
    }),
  )
  await mined(
    wallet.writeContract({
      address: PUSD.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, 1_000_000_000n],
    }),
  )
  hashes.sell = await mined(
    wallet.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactTokensForETH',
      args: [1_000_000_000n, 1n, [PUSD.address, weth], visitor.address, maxUint256],
      gas: DEVNET_SWAP_GAS,
    }),
  )

  dir = await mkdtemp(join(tmpdir(), 'portico-swap-history-'))
  database = await createTestDatabase(dir)
  const config = parseServerConfig(
    testConfigInput(dir, {
      databaseUrl: database.url,
      chains: [
        {
          caipNetworkId: CHAIN,
          name: 'Portico Local',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          nativePriceUsd: 3000,
        },
      ],
      tokens: [
        {
          caipNetworkId: CHAIN,
          address: PUSD.address,
          name: PUSD.name,
          symbol: PUSD.symbol,
          decimals: PUSD.decimals,
          priceUsd: 1,
        },
      ],
      indexer: { pollIntervalMs: 50, batchBlocks: 5 },
    }),
  )
  app = await buildServer(config)
  await app.chainIndexer.syncNow()
}, 120_000)

afterAll(async () => {
  await app?.close()
  await anvil?.stop()
  await database?.drop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const sides = (transaction: Transaction | undefined) =>
  transaction?.transfers.map((transfer) => ({
    direction: transfer.direction,
    symbol: 'fungible_info' in transfer ? transfer.fungible_info?.symbol : undefined,
  }))

describe('Activity of a swap', () => {
  it('default: ETH → PUSD and PUSD → ETH are trades with both sides; the ETH the router pays out is seen', async () => {
    const response = await app.inject({
      url: `/v1/account/${visitor.address}/history`,
      query: { projectId: TEST_PROJECT_ID, chainId: CHAIN },
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as { data: Transaction[] }
    const byHash = new Map(data.map((transaction) => [transaction.id, transaction]))
    const buy = byHash.get(hashes.buy)
    const sell = byHash.get(hashes.sell)
    expect(buy?.metadata.operationType).toBe('trade')
    expect(sides(buy)).toEqual([
      { direction: 'out', symbol: 'ETH' },
      { direction: 'in', symbol: 'PUSD' },
    ])
    expect(sell?.metadata.operationType).toBe('trade')
    expect(sides(sell)).toEqual(
      expect.arrayContaining([
        { direction: 'out', symbol: 'PUSD' },
        { direction: 'in', symbol: 'ETH' },
      ]),
    )
    const ethIn = sell?.transfers.find((transfer) => transfer.direction === 'in')
    expect(Number(ethIn?.quantity.numeric)).toBeGreaterThan(0.3)
    expect(Number(ethIn?.quantity.numeric)).toBeLessThan(0.34)
  })
})
