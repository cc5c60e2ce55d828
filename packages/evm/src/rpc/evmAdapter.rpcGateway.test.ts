// @vitest-environment node

import {
  type ChainAdapter,
  createConfig,
  memoryStorage,
  type Network,
  type PorticoOptions,
  startConfig,
} from '@portico/core'
import { DEV_ACCOUNTS, getFreePort, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { type RpcProxy, startRpcProxy } from '@portico/test-utils/startRpcProxy'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { evmAdapter } from '../evmAdapter.ts'

// The kit as a dApp makes it (`createConfig({ apiUrl, projectId, adapters: [evmAdapter()] })`,
// started) against the real Portico server, which serves eip155:31337 only, reading a real anvil
// through a real proxy (`behindGateway`). Each network's own RPC URL is another real proxy in
// front of its anvil (eip155:31338 is a second anvil the server does not serve). `fetch` is
// wrapped by a spy that passes every call through, only to count what reached the gateway.
let anvil: TestAnvil
let otherAnvil: TestAnvil
let server: TestServer
let behindGateway: RpcProxy
let ownRpc: RpcProxy
let otherOwnRpc: RpcProxy

const holder = DEV_ACCOUNTS[0].address
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const network = (id: number, rpcUrl: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Portico Local ${id}`,
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl] } },
})

beforeAll(async () => {
  ;[anvil, otherAnvil] = await Promise.all([
    startTestAnvil({ chainId: 31337, uniswap: false }),
    startTestAnvil({ chainId: 31338, uniswap: false }),
  ])
  ;[behindGateway, ownRpc, otherOwnRpc] = await Promise.all([
    startRpcProxy(anvil.rpcUrl),
    startRpcProxy(anvil.rpcUrl),
    startRpcProxy(otherAnvil.rpcUrl),
  ])
  server = await startTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Portico Local',
        rpcUrl: behindGateway.url,
        nativeCurrency: ether,
        nativePriceUsd: 3000,
      },
    ],
    indexer: { enabled: false },
  })
}, 90_000)

afterAll(async () => {
  await server?.close()
  await Promise.all([behindGateway?.close(), ownRpc?.close(), otherOwnRpc?.close()])
  await Promise.all([anvil?.stop(), otherAnvil?.stop()])
})

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

/** A started kit of one EVM adapter; `calls` are the JSON-RPC POSTs it sent to `apiUrl`'s gateway. */
function startedKit(options: Partial<PorticoOptions> & { networks: PorticoOptions['networks'] }) {
  const calls: { method: string; status: number }[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init)
    const url = String(input instanceof Request ? input.url : input)
    if (options.apiUrl && url.startsWith(`${options.apiUrl}/v1/?`)) {
      const body = JSON.parse(String(init?.body)) as { method: string }
      calls.push({ method: body.method, status: response.status })
    }
    return response
  })
  const config = createConfig({
    adapters: [evmAdapter()],
    storage: memoryStorage(),
    projectId: server.projectId,
    ...options,
  })
  stops.push(startConfig(config))
  const adapter = config.adapters[0] as ChainAdapter
  const balanceOf = (rpcNetwork: Network) =>
    adapter.getBalance?.({ address: holder, network: rpcNetwork })
  const gatewayReads = () => calls.filter((call) => call.method === 'eth_getBalance')
  return { balanceOf, gatewayReads }
}

const count = (proxy: RpcProxy, method: string) =>
  proxy.forwarded.filter((each) => each === method).length

describe('evmAdapter() in a kit with apiUrl and projectId', () => {
  it("reads a balance through the server's gateway by default", async () => {
    const local = network(31337, ownRpc.url)
    const kit = startedKit({ apiUrl: server.url, networks: [local] })
    const before = count(behindGateway, 'eth_getBalance')
    await expect(kit.balanceOf(local)).resolves.toEqual({
      value: parseEther('10000'),
      decimals: 18,
      symbol: 'ETH',
    })
    expect(kit.gatewayReads()).toEqual([{ method: 'eth_getBalance', status: 200 }])
    expect(count(behindGateway, 'eth_getBalance')).toBe(before + 1)
    expect(count(ownRpc, 'eth_getBalance')).toBe(0)
  }, 30_000)

  it("reads from the network's own RPC when the server is down", async () => {
    const local = network(31337, ownRpc.url)
    const deadApi = `http://127.0.0.1:${await getFreePort()}`
    const kit = startedKit({ apiUrl: deadApi, networks: [local] })
    const before = count(ownRpc, 'eth_getBalance')
    await expect(kit.balanceOf(local)).resolves.toMatchObject({ value: parseEther('10000') })
    expect(count(ownRpc, 'eth_getBalance')).toBe(before + 1)
  }, 30_000)

  it('moves on at once from a network the gateway does not serve (its 400, not retried)', async () => {
    const other = network(31338, otherOwnRpc.url)
    const kit = startedKit({ apiUrl: server.url, networks: [other] })
    const startedAt = Date.now()
    await expect(kit.balanceOf(other)).resolves.toMatchObject({ value: parseEther('10000') })
    const elapsed = Date.now() - startedAt
    // The gateway answered 'Unsupported chain' and was not asked again by the http transport
    // (a retried 400 would be 1 + RPC_RETRY_COUNT asks). A second walk of the fallback may ask it
    // once more when its ranking re-ordered the list mid-walk (createEvmChainTransport).
    const asks = kit.gatewayReads()
    expect(asks.length).toBeGreaterThanOrEqual(1)
    expect(asks.length).toBeLessThanOrEqual(2)
    expect(asks.every((ask) => ask.status === 400)).toBe(true)
    expect(count(otherOwnRpc, 'eth_getBalance')).toBe(1)
    // Generous for a busy machine; the count above is what rules out retries.
    expect(elapsed).toBeLessThan(5_000)
  }, 30_000)

  it('reads from the next endpoint when the ranking re-orders the endpoints while it walks them', async () => {
    // viem's fallback walks its ranked list by index. The gateway's 400 for the read is held
    // until both endpoints have answered the ranking's first ping (the gateway: 'Unsupported
    // chain', so it goes last), then the walk's next index is the gateway again. Its own path:
    // a list of endpoints of its own, so a ranking of its own.
    const other = network(31338, `${otherOwnRpc.url}/re-ranked`)
    const realFetch = globalThis.fetch
    let pingsAnswered = 0
    let bothPinged: () => void = () => {}
    const pinged = new Promise<void>((resolve) => {
      bothPinged = resolve
    })
    const gatewayReads: number[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const { method } = JSON.parse(String(init?.body)) as { method: string }
      const toGateway = String(input).startsWith(`${server.url}/v1/?`)
      const response = await realFetch(input, init)
      if (method === 'eth_blockNumber' && ++pingsAnswered === 2) bothPinged()
      if (toGateway && method === 'eth_getBalance') {
        gatewayReads.push(response.status)
        if (gatewayReads.length === 1) {
          await pinged
          // The ranking sorts once both pings' bodies are read: a few turns of the event loop.
          for (let turn = 0; turn < 5; turn++) await new Promise((done) => setImmediate(done))
        }
      }
      return response
    })
    const adapter = evmAdapter()
    const config = createConfig({
      adapters: [adapter],
      storage: memoryStorage(),
      apiUrl: server.url,
      projectId: server.projectId,
      networks: [other],
    })
    stops.push(startConfig(config))
    const before = count(otherOwnRpc, 'eth_getBalance')
    await expect(
      config.adapters[0]?.getBalance?.({ address: holder, network: other }),
    ).resolves.toMatchObject({ value: parseEther('10000') })
    expect(gatewayReads).toEqual([400, 400])
    expect(count(otherOwnRpc, 'eth_getBalance')).toBe(before + 1)
  }, 30_000)

  it("an explicit rpcGateway wins over core's; false turns the gateway off", async () => {
    // Its own path on the same proxy: a list of endpoints of its own, so a transport (and a
    // ranking) of its own, not the first test's.
    const local = network(31337, `${ownRpc.url}/explicit`)
    const deadApi = `http://127.0.0.1:${await getFreePort()}`
    const explicit = createConfig({
      apiUrl: deadApi,
      projectId: 'not-this-one',
      networks: [local],
      storage: memoryStorage(),
      adapters: [evmAdapter({ rpcGateway: { apiUrl: server.url, projectId: server.projectId } })],
    })
    stops.push(startConfig(explicit))
    const beforeGateway = count(behindGateway, 'eth_getBalance')
    const beforeOwn = count(ownRpc, 'eth_getBalance')
    await explicit.adapters[0]?.getBalance?.({ address: holder, network: local })
    expect(count(behindGateway, 'eth_getBalance')).toBe(beforeGateway + 1)
    expect(count(ownRpc, 'eth_getBalance')).toBe(beforeOwn)

    const off = createConfig({
      apiUrl: server.url,
      projectId: server.projectId,
      networks: [local],
      storage: memoryStorage(),
      adapters: [evmAdapter({ rpcGateway: false })],
    })
    stops.push(startConfig(off))
    await off.adapters[0]?.getBalance?.({ address: holder, network: local })
    expect(count(behindGateway, 'eth_getBalance')).toBe(beforeGateway + 1)
    expect(count(ownRpc, 'eth_getBalance')).toBe(beforeOwn + 1)
  }, 30_000)
})
