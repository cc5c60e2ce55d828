import { DEV_ACCOUNTS, DEVNET_SWAP_GAS } from '@portico/devnet'
import { maxUint256, parseAbi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ERROR_REPORTS_PER_MINUTE } from '../modules/analytics/analyticsPlugin.ts'
import { uniqueRedisPrefix } from '../testing/connectTestRedis.ts'
import { createTestServer, TEST_PROJECT_ID, type TestServer } from '../testing/createTestServer.ts'
import { type SwapChain, startSwapChain } from '../testing/startSwapChain.ts'

// Two real servers (SQLite files of their own) on one real Redis and one real anvil chain, as
// two processes behind a balancer: what one counted or cached, the other sees.
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ORIGIN = 'http://localhost:5173'
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])

let chain: SwapChain
let first: TestServer
let second: TestServer

beforeAll(async () => {
  chain = await startSwapChain()
  const overrides = {
    ...chain.serverConfig,
    redisUrl: inject('redisUrl'),
    redisKeyPrefix: uniqueRedisPrefix(),
    // Long enough that a busy machine cannot let the cached reserves expire mid-test.
    quoteSources: (chain.serverConfig.quoteSources ?? []).map((source) => ({
      ...source,
      reserveCacheMs: 60_000,
    })),
  }
  first = await createTestServer(overrides)
  second = await createTestServer(overrides)
}, 120_000)
afterAll(async () => {
  await first?.close()
  await second?.close()
  await chain?.anvil.stop()
})

async function ethOf(server: TestServer, address: string, forceUpdate = false) {
  const response = await server.app.inject({
    url: `/v1/account/${address}/balance`,
    query: {
      projectId: TEST_PROJECT_ID,
      chainId: chain.caipNetworkId,
      ...(forceUpdate ? { forceUpdate: 'true' } : {}),
    },
  })
  expect(response.statusCode).toBe(200)
  return response.json().balances[0].quantity.numeric as string
}

async function quoteOf(server: TestServer) {
  const response = await server.app.inject({
    url: `/v1/convert/quotes?${new URLSearchParams({
      amount: String(parseEther('1')),
      from: `${chain.caipNetworkId}:${NATIVE}`,
      to: `${chain.caipNetworkId}:${chain.pusd}`,
      userAddress: DEV_ACCOUNTS[1].address,
    })}`,
    headers: { 'x-project-id': TEST_PROJECT_ID },
  })
  expect(response.statusCode).toBe(200)
  return response.json().quotes[0] as { toAmount: string; blockNumber: string }
}

describe('shared state across two servers on one Redis', () => {
  it('behavior: a balance read by one server is answered by the other from the shared cache', async () => {
    const account = privateKeyToAccount(generatePrivateKey()).address
    await chain.testClient.setBalance({ address: account, value: parseEther('1') })
    expect(await ethOf(first, account)).toBe('1')
    await chain.testClient.setBalance({ address: account, value: parseEther('2') })
    // The second server has never read this account: the cached answer is the first's.
    expect(await ethOf(second, account)).toBe('1')
    expect(await ethOf(second, account, true)).toBe('2')
    expect(await ethOf(first, account)).toBe('2')
  })

  it('behavior: pool reserves read by one server are reused by the other', async () => {
    const quoted = await quoteOf(first)
    // The pool moves on chain; the second server quotes from the reserves the first cached.
    await chain.mined(
      chain.walletOf(DEV_ACCOUNTS[6]).writeContract({
        address: chain.router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [chain.weth, chain.pusd], DEV_ACCOUNTS[6].address, maxUint256],
        value: parseEther('1'),
        gas: DEVNET_SWAP_GAS,
      }),
    )
    const reused = await quoteOf(second)
    expect(reused.toAmount).toBe(quoted.toAmount)
    expect(reused.blockNumber).toBe(quoted.blockNumber)
  })

  it('behavior: error reports are limited once for both servers (spec §8: 5 a minute)', async () => {
    const report = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: `/e?projectId=${TEST_PROJECT_ID}&st=portico&sv=0.1.0`,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: JSON.stringify({
          eventId: 'ERROR_FETCH_BALANCE',
          url: `${ORIGIN}/`,
          domain: 'localhost',
          timestamp: Date.now(),
          props: { type: 'error', properties: { message: 'failed' } },
        }),
      })
    const statuses: number[] = []
    for (let count = 0; count < ERROR_REPORTS_PER_MINUTE; count += 1)
      statuses.push((await report(count % 2 === 0 ? first : second)).statusCode)
    expect(statuses).toEqual(Array(ERROR_REPORTS_PER_MINUTE).fill(204))
    expect((await report(first)).statusCode).toBe(429)
    expect((await report(second)).statusCode).toBe(429)
  })
})
