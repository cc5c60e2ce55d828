import { getFreePort } from '@portico/devnet'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { createChainUpstream } from './createChainUpstream.ts'
import { DEFAULT_RPC_GATEWAY_SETTINGS } from './rpcGatewaySettings.ts'
import { rpcResult, type StubUpstream, startStubUpstream } from './testing/startStubUpstream.ts'

// Faults a real node will not produce on demand (429 with Retry-After, 503, garbage, a slow or
// flaky endpoint) come from MOCK upstreams: local HTTP stubs on 127.0.0.1 (startStubUpstream).
const stubs: StubUpstream[] = []
const servers: TestServer[] = []
const closers: (() => void)[] = []

afterEach(async () => {
  for (const close of closers.splice(0)) close()
  await Promise.all(servers.splice(0).map((server) => server.close()))
  await Promise.all(stubs.splice(0).map((stub) => stub.close()))
})
afterAll(async () => {
  await Promise.all(stubs.map((stub) => stub.close()))
})

async function stub(...parameters: Parameters<typeof startStubUpstream>) {
  const started = await startStubUpstream(...parameters)
  stubs.push(started)
  return started
}

async function serverOf(rpcUrl: string, rpcFallbackUrls: string[] = []) {
  const server = await createTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31339',
        name: 'Stub Chain',
        rpcUrl,
        rpcFallbackUrls,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
    ],
    indexer: { enabled: false },
  })
  servers.push(server)
  return server
}

async function rpc(server: TestServer, method: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/v1/?chainId=31339&projectId=${TEST_PROJECT_ID}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return { status: response.statusCode, body: response.json() }
}

/** Waits until `condition` holds, checking every 10 ms, for at most `timeoutMs`. */
async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('the gateway facing failing upstreams', () => {
  it('retries 429 (after its Retry-After), 503 and garbage as spec §7 says, then names the chain', async () => {
    const upstream = await stub(({ index }) => {
      if (index === 0)
        return { status: 429, headers: { 'retry-after': '1' }, body: 'Too Many Requests' }
      if (index === 1) return { status: 503, body: 'Service Unavailable' }
      return { body: '<html>not JSON at all</html>' }
    })
    const server = await serverOf(upstream.url)
    const { status, body } = await rpc(server, 'eth_blockNumber')
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32002,
        message:
          'RPC of Stub Chain (eip155:31339) unavailable: an answer that is not JSON, after retries on every endpoint',
      },
    })
    // One try and three retries; Retry-After: 1 is honoured, then 150 ms doubling (300, 600:
    // viem's delay is `1 << count` times the base, count 1 and 2 for the later retries).
    const times = upstream.requests.map((request) => request.at)
    expect(upstream.requests.map((request) => request.method)).toEqual(
      Array(4).fill('eth_blockNumber'),
    )
    const gaps = times.slice(1).map((time, index) => time - (times[index] as number))
    expect(gaps[0]).toBeGreaterThanOrEqual(990)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
  }, 20_000)

  it('answers a clear error, not a crash, to JSON of the wrong shape', async () => {
    const upstream = await stub(() => ({ body: { hello: 'world' } }))
    const server = await serverOf(upstream.url)
    const { body } = await rpc(server, 'eth_gasPrice')
    expect(body.error).toEqual({
      code: -32002,
      message:
        'RPC of Stub Chain (eip155:31339) unavailable: an answer without a result, after retries on every endpoint',
    })
    expect((await rpc(server, 'eth_chainId')).body.error.code).toBe(-32002)
  })

  it('answers from the second endpoint when the first is down', async () => {
    const down = `http://127.0.0.1:${await getFreePort()}`
    const second = await stub(({ id, method }) => ({
      body: rpcResult(id, method === 'eth_chainId' ? '0x7a6b' : '0x10'),
    }))
    const server = await serverOf(down, [second.url])
    const { body } = await rpc(server, 'eth_chainId')
    expect(body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a6b' })
    expect(second.count('eth_chainId')).toBe(1)
  }, 20_000)
})

describe('createChainUpstream ranking (viem fallback rank)', () => {
  const fastSettings = (intervalMs: number, idleAfterMs = 60_000) => ({
    ...DEFAULT_RPC_GATEWAY_SETTINGS,
    rank: { ...DEFAULT_RPC_GATEWAY_SETTINGS.rank, intervalMs },
    idleAfterMs,
  })

  it('moves requests to the faster endpoint after a few intervals', async () => {
    const slow = await stub(({ id }) => ({ body: rpcResult(id, '0x1'), delayMs: 150 }))
    const fast = await stub(({ id }) => ({ body: rpcResult(id, '0x1') }))
    const upstream = createChainUpstream([slow.url, fast.url], fastSettings(50))
    closers.push(() => upstream.close())
    // Listed first, the slow endpoint answers until the ranking has samples.
    await upstream.request('eth_chainId', [])
    expect(slow.count('eth_chainId')).toBe(1)
    await waitUntil(async () => {
      await upstream.request('eth_chainId', [])
      return fast.count('eth_chainId') > 0
    }, 10_000)
    const slowBefore = slow.count('eth_chainId')
    for (let index = 0; index < 5; index += 1) await upstream.request('eth_chainId', [])
    expect(slow.count('eth_chainId')).toBe(slowBefore)
  }, 20_000)

  it('prefers the stabler endpoint over a faster one that often fails', async () => {
    // Fails two pings of three, answers real requests at once.
    let pings = 0
    const flaky = await stub(({ id, method }) => {
      if (method === 'eth_blockNumber' && pings++ % 3 !== 0) return { status: 503, body: 'down' }
      return { body: rpcResult(id, '0x1') }
    })
    const stable = await stub(({ id }) => ({ body: rpcResult(id, '0x1'), delayMs: 20 }))
    const upstream = createChainUpstream([flaky.url, stable.url], fastSettings(50))
    closers.push(() => upstream.close())
    await waitUntil(async () => {
      await upstream.request('eth_chainId', [])
      return stable.count('eth_chainId') > 0
    }, 10_000)
    const flakyBefore = flaky.count('eth_chainId')
    for (let index = 0; index < 5; index += 1) await upstream.request('eth_chainId', [])
    expect(flaky.count('eth_chainId')).toBe(flakyBefore)
  }, 20_000)

  it('stops pinging when idle or closed, and ranks again on the next request', async () => {
    const first = await stub(({ id }) => ({ body: rpcResult(id, '0x1') }))
    const second = await stub(({ id }) => ({ body: rpcResult(id, '0x1') }))
    const upstream = createChainUpstream([first.url, second.url], fastSettings(20, 200))
    closers.push(() => upstream.close())
    const pings = () => first.count('eth_blockNumber')
    expect(pings()).toBe(0)
    await upstream.request('eth_chainId', [])
    await waitUntil(() => pings() >= 3, 5_000)
    // Idle: the pings stop. Their absence can only be seen over time: no new ping for 15
    // intervals in a row (bounded by the 5 s wait).
    await waitUntilQuiet(pings, 300, 5_000)
    const parked = pings()
    expect(parked).toBeLessThan(40)

    await upstream.request('eth_chainId', [])
    await waitUntil(() => pings() >= parked + 3, 5_000)
    upstream.close()
    await waitUntilQuiet(pings, 300, 5_000)
    await expect(upstream.request('eth_chainId', [])).rejects.toThrow('closed')
  }, 20_000)

  it('never pings a chain with a single endpoint', async () => {
    const only = await stub(({ id }) => ({ body: rpcResult(id, '0x1') }))
    const upstream = createChainUpstream([only.url], fastSettings(20))
    closers.push(() => upstream.close())
    await upstream.request('eth_chainId', [])
    await waitUntilQuiet(() => only.requests.length, 200, 5_000)
    expect(only.requests.map((request) => request.method)).toEqual(['eth_chainId'])
  })
})

/** Waits until `read()` has not changed for `quietMs`, for at most `timeoutMs`. */
async function waitUntilQuiet(read: () => number, quietMs: number, timeoutMs: number) {
  let last = read()
  let since = performance.now()
  await waitUntil(() => {
    const now = read()
    if (now !== last) {
      last = now
      since = performance.now()
    }
    return performance.now() - since >= quietMs
  }, timeoutMs)
}
