import { DEV_ACCOUNTS, getFreePort, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { type RpcProxy, startRpcProxy } from '@portico/test-utils/startRpcProxy'
import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  type Hash,
  http,
  parseEther,
  parseGwei,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// A real anvil behind a real counting proxy (to see which calls reach the chain), and a second
// chain whose RPC port has nothing listening (a real refused connection, not a mock).
const SECRET = 'key-6f1d2c9a'
let anvil: TestAnvil
let proxy: RpcProxy
let deadUrl: string
let server: TestServer

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
  proxy = await startRpcProxy(anvil.rpcUrl)
  deadUrl = `http://127.0.0.1:${await getFreePort()}/v3/${SECRET}`
  server = await createTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Portico Local',
        rpcUrl: `${proxy.url}/v3/${SECRET}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
      {
        caipNetworkId: 'eip155:31338',
        name: 'Dead Chain',
        rpcUrl: deadUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
    ],
    indexer: { enabled: false },
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await proxy?.close()
  await anvil?.stop()
})

async function rpc(body: unknown, query = `chainId=31337&projectId=${TEST_PROJECT_ID}`) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/v1/?${query}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  return { status: response.statusCode, body: response.json(), text: response.body }
}

const call = (id: number, method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('POST /v1/?chainId&projectId', () => {
  it('forwards a single request, with the chain id as a number or as a CAIP-2 id', async () => {
    const byNumber = await rpc(call(1, 'eth_getBalance', [DEV_ACCOUNTS[0].address, 'latest']))
    expect(byNumber.status).toBe(200)
    expect(byNumber.body).toEqual({ jsonrpc: '2.0', id: 1, result: expect.stringMatching(/^0x/) })
    const byCaip = await rpc(
      call(2, 'eth_blockNumber'),
      `chainId=eip155:31337&projectId=${TEST_PROJECT_ID}`,
    )
    expect(byCaip.body).toEqual({ jsonrpc: '2.0', id: 2, result: expect.stringMatching(/^0x/) })
  })

  it('answers each request of a batch in order, refusals and bad items included', async () => {
    const { status, body } = await rpc([
      call(1, 'eth_chainId'),
      {
        jsonrpc: '2.0',
        id: 'two',
        method: 'eth_getCode',
        params: [DEV_ACCOUNTS[0].address, 'latest'],
      },
      { id: 3, method: 'eth_chainId' },
      call(4, 'eth_sign', [DEV_ACCOUNTS[0].address, '0x00']),
      'not a request',
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 'two', result: '0x' },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32600, message: "Invalid Request: jsonrpc must be '2.0'" },
      },
      { jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'RPC method not allowed' } },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid Request: not a JSON-RPC request object' },
      },
    ])
  })

  it('lands an eth_sendRawTransaction of a real signed transaction on the chain', async () => {
    const account = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)
    const chain = defineChain({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const recipient = privateKeyToAccount(
      '0x1111111111111111111111111111111111111111111111111111111111111111',
    ).address
    const signed = await account.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: recipient,
      value: parseEther('1.5'),
      nonce: await client.getTransactionCount({ address: account.address }),
      gas: 21_000n,
      maxFeePerGas: parseGwei('100'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    const { body } = await rpc(call(7, 'eth_sendRawTransaction', [signed]))
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: (body as { result: Hash }).result,
      pollingInterval: 20,
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('1.5'))
  })

  it('refuses methods off the allow-list without asking the chain', async () => {
    const refused = [
      'eth_sendTransaction',
      'eth_sign',
      'eth_signTypedData_v4',
      'personal_sign',
      'eth_accounts',
      'anvil_setBalance',
      'hardhat_mine',
      'debug_traceTransaction',
      'admin_peers',
      'wallet_switchEthereumChain',
      'eth_newFilter',
    ]
    const before = proxy.forwarded.length
    const { body } = await rpc(refused.map((method, index) => call(index, method)))
    expect(body).toEqual(
      refused.map((_, index) => ({
        jsonrpc: '2.0',
        id: index,
        error: { code: -32601, message: 'RPC method not allowed' },
      })),
    )
    expect(proxy.forwarded.length).toBe(before)
  })

  it('refuses an unknown chain, a missing chain id and an unknown or missing project', async () => {
    const unknownChain = await rpc(call(1, 'eth_chainId'), `chainId=1&projectId=${TEST_PROJECT_ID}`)
    expect(unknownChain.status).toBe(400)
    expect(unknownChain.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32602,
        message: expect.stringContaining('Unsupported chain: 1'),
        data: { code: 'UNSUPPORTED_CHAIN' },
      },
    })
    const solana = await rpc(
      call(1, 'eth_chainId'),
      `chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=${TEST_PROJECT_ID}`,
    )
    expect(solana.status).toBe(400)
    const missing = await rpc(call(1, 'eth_chainId'), `projectId=${TEST_PROJECT_ID}`)
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toMatch(/^chainId: must be/)

    const unknownProject = await rpc(call(1, 'eth_chainId'), 'chainId=31337&projectId=nobody')
    expect(unknownProject.status).toBe(401)
    expect(unknownProject.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32000,
        message: 'Unauthorized: invalid key',
        data: { code: 'INVALID_PROJECT_ID' },
      },
    })
    const noProject = await rpc(call(1, 'eth_chainId'), 'chainId=31337')
    expect(noProject.status).toBe(400)
    expect(noProject.body.error.data).toEqual({ code: 'PROJECT_ID_MISSING' })
  })

  it('checks the Origin like every public route', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/v1/?chainId=31337&projectId=${TEST_PROJECT_ID}`,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify(call(1, 'eth_chainId')),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.data).toEqual({ code: 'ORIGIN_NOT_ALLOWED' })
  })

  it('answers a body that is not JSON, an empty or too large batch as JSON-RPC errors', async () => {
    const garbage = await server.app.inject({
      method: 'POST',
      url: `/v1/?chainId=31337&projectId=${TEST_PROJECT_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"jsonrpc":',
    })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    expect((await rpc([])).body.error.code).toBe(-32600)
    const tooMany = await rpc(Array.from({ length: 101 }, (_, index) => call(index, 'eth_chainId')))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.message).toBe('Invalid Request: a batch holds at most 100 requests')
    const tooLarge = await rpc(call(1, 'eth_sendRawTransaction', [`0x${'ab'.repeat(600_000)}`]))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.error.code).toBe(-32600)
  })

  it('serves eth_chainId, a block by hash and a found receipt from its cache', async () => {
    for (let index = 0; index < 3; index += 1)
      expect((await rpc(call(index, 'net_version'))).body.result).toBe('31337')
    expect(proxy.count('net_version')).toBe(1)

    const wallet = privateKeyToAccount(DEV_ACCOUNTS[4].privateKey)
    const nonce = await rpc(call(1, 'eth_getTransactionCount', [wallet.address, 'latest']))
    const signed = await wallet.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: DEV_ACCOUNTS[5].address,
      value: 1n,
      nonce: Number(nonce.body.result),
      gas: 21_000n,
      maxFeePerGas: parseGwei('100'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    const hash = (await rpc(call(2, 'eth_sendRawTransaction', [signed]))).body.result as Hash
    const receipts = proxy.count('eth_getTransactionReceipt')
    let receipt: { blockHash: Hash } | null = null
    // Anvil mines at once; a null (not yet mined) answer is never cached.
    for (let tries = 0; receipt === null && tries < 200; tries += 1)
      receipt = (await rpc(call(3, 'eth_getTransactionReceipt', [hash]))).body.result
    const asked = proxy.count('eth_getTransactionReceipt')
    expect(asked).toBeGreaterThan(receipts)
    const again = await rpc(call(4, 'eth_getTransactionReceipt', [hash]))
    expect(again.body).toEqual({ jsonrpc: '2.0', id: 4, result: receipt })
    expect(proxy.count('eth_getTransactionReceipt')).toBe(asked)

    const blockHash = receipt?.blockHash
    const first = await rpc(call(5, 'eth_getBlockByHash', [blockHash, false]))
    const second = await rpc(call(6, 'eth_getBlockByHash', [blockHash, false]))
    expect(second.body.result).toEqual(first.body.result)
    expect(proxy.count('eth_getBlockByHash')).toBe(1)

    const heads = proxy.count('eth_blockNumber')
    await rpc(call(7, 'eth_blockNumber'))
    await rpc(call(8, 'eth_blockNumber'))
    expect(proxy.count('eth_blockNumber')).toBe(heads + 2)
    const latest = proxy.count('eth_getBlockByNumber')
    await rpc(call(9, 'eth_getBlockByNumber', ['latest', false]))
    await rpc(call(10, 'eth_getBlockByNumber', ['latest', false]))
    // Recent blocks by number are never cached (a reorg may replace them).
    await rpc(call(11, 'eth_getBlockByNumber', ['0x1', false]))
    await rpc(call(12, 'eth_getBlockByNumber', ['0x1', false]))
    expect(proxy.count('eth_getBlockByNumber')).toBe(latest + 4)
  })

  it('bounds the block range of eth_getLogs', async () => {
    const within = await rpc(call(1, 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]))
    expect(within.body.result).toEqual(expect.any(Array))
    const tooLong = await rpc(call(2, 'eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x1388' }]))
    expect(tooLong.body).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: -32005,
        message: 'Block range too large: eth_getLogs covers at most 5000 blocks',
      },
    })
  })

  it('passes on the node’s own errors and names the chain when no endpoint answers, never the URL', async () => {
    const revert = await rpc(
      call(1, 'eth_call', [
        {
          to: DEV_ACCOUNTS[0].address,
          data: encodeFunctionData({
            abi: [
              { type: 'function', name: 'f', inputs: [], outputs: [], stateMutability: 'view' },
            ],
            functionName: 'f',
          }),
          value: '0x1',
          gas: '0x1',
        },
        'latest',
      ]),
    )
    expect(revert.body.error).toEqual({ code: expect.any(Number), message: expect.any(String) })
    const dead = await rpc(call(2, 'eth_blockNumber'), `chainId=31338&projectId=${TEST_PROJECT_ID}`)
    expect(dead.status).toBe(200)
    expect(dead.body).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: -32002,
        message:
          'RPC of Dead Chain (eip155:31338) unavailable: unreachable, after retries on every endpoint',
      },
    })
    for (const text of [revert.text, dead.text]) {
      expect(text).not.toContain(SECRET)
      expect(text).not.toContain(new URL(deadUrl).host)
      expect(text).not.toContain(new URL(proxy.url).host)
    }
  }, 20_000)
})
