// @vitest-environment node

import type { Network } from '@portico/core'
import { DEV_ACCOUNTS, getFreePort, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { type RpcProxy, startRpcProxy } from '@portico/test-utils/startRpcProxy'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmAdapter } from '../evmAdapter.ts'
import { createEvmChainTransport } from './createEvmChainTransport.ts'
import { evmChainRpcUrls } from './evmRpcGateway.ts'

// A real anvil, the real Portico server (its gateway reads anvil through one real proxy) and the
// network's own RPC URL (another real proxy in front of the same anvil): each proxy records what
// reached the chain its way.
let anvil: TestAnvil
let server: TestServer
let behindGateway: RpcProxy
let networkRpc: RpcProxy

const network = (rpcUrl: string): Network => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const holder = DEV_ACCOUNTS[0].address

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337, uniswap: false })
  behindGateway = await startRpcProxy(anvil.rpcUrl)
  networkRpc = await startRpcProxy(anvil.rpcUrl)
  server = await startTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Portico Local',
        rpcUrl: behindGateway.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
      },
    ],
    indexer: { enabled: false },
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await behindGateway?.close()
  await networkRpc?.close()
  await anvil?.stop()
})

describe('createEvmChainTransport', () => {
  it('reads through the Portico gateway first', async () => {
    const adapter = evmAdapter({
      rpcGateway: { apiUrl: server.url, projectId: server.projectId },
    })
    const balance = await adapter.getBalance?.({
      address: holder,
      network: network(networkRpc.url),
    })
    expect(balance).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
    expect(behindGateway.forwarded).toContain('eth_getBalance')
    expect(networkRpc.forwarded).not.toContain('eth_getBalance')
  })

  it("falls back to the network's own RPC when the gateway is down", async () => {
    const downGateway = { apiUrl: `http://127.0.0.1:${await getFreePort()}`, projectId: 'p1' }
    const transport = createEvmChainTransport({
      network: network(networkRpc.url),
      gateway: downGateway,
    })({})
    const before = networkRpc.forwarded.filter((method) => method === 'eth_chainId').length
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(networkRpc.forwarded.filter((method) => method === 'eth_chainId').length).toBe(
      before + 1,
    )
  }, 20_000)

  it('keeps reading once the gateway it used goes away', async () => {
    const transport = createEvmChainTransport({
      network: network(networkRpc.url),
      gateway: { apiUrl: server.url, projectId: server.projectId },
    })({})
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await server.close()
    expect(
      await transport.request({ method: 'eth_getBalance', params: [holder, 'latest'] }),
    ).toMatch(/^0x/)
    expect(networkRpc.forwarded).toContain('eth_getBalance')
  }, 20_000)
})

describe('evmChainRpcUrls', () => {
  const gateway = { apiUrl: 'https://api.portico.example/', projectId: 'p 1' }

  it('puts the gateway first, then the network’s own URLs', () => {
    expect(evmChainRpcUrls({ network: network('http://127.0.0.1:8545'), gateway })).toEqual([
      'https://api.portico.example/v1/?chainId=eip155%3A31337&projectId=p+1',
      'http://127.0.0.1:8545',
    ])
  })

  it('uses the network’s own URLs only without a gateway or for a network it does not serve', () => {
    const own = network('http://127.0.0.1:8545')
    expect(evmChainRpcUrls({ network: own })).toEqual(['http://127.0.0.1:8545'])
    expect(
      evmChainRpcUrls({ network: own, gateway: { ...gateway, caipNetworkIds: ['eip155:1'] } }),
    ).toEqual(['http://127.0.0.1:8545'])
  })
})
