import { describe, expect, it } from 'vitest'
import { createChainForwarder } from './createChainForwarder.ts'
import type { ChainUpstream } from './createChainUpstream.ts'
import { createMemoryRpcCache } from './rpcCache.ts'
import { DEFAULT_RPC_GATEWAY_SETTINGS } from './rpcGatewaySettings.ts'

// A MOCK upstream (the ChainUpstream interface) for what a node will not do on demand: fail
// every time, or answer with chosen heads. The real path is in rpcGateway.test.ts.
function forwarderOf(answer: (method: string) => Promise<unknown>, now: () => number) {
  const logged: string[] = []
  const asked: string[] = []
  const upstream: ChainUpstream = {
    request: (method) => {
      asked.push(method)
      return answer(method)
    },
    close: () => {},
  }
  const forwarder = createChainForwarder({
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    upstream,
    upstreamUrls: ['https://rpc.example/v3/secret'],
    cache: createMemoryRpcCache(),
    settings: DEFAULT_RPC_GATEWAY_SETTINGS,
    onFailure: (message) => logged.push(message),
    now,
  })
  return { forwarder, logged, asked }
}

describe('createChainForwarder', () => {
  it('logs an outage once per 10 s, with the count of failures since', async () => {
    let now = 0
    const { forwarder, logged } = forwarderOf(
      () => Promise.reject(new Error('down')),
      () => now,
    )
    const call = { id: 1, method: 'eth_blockNumber', params: [] }
    await forwarder.forward(call)
    await forwarder.forward(call)
    now = 9_999
    await forwarder.forward(call)
    now = 10_000
    await forwarder.forward(call)
    expect(logged).toEqual([
      'RPC of Ethereum (eip155:1) unavailable: no valid answer, after retries on every endpoint',
      'RPC of Ethereum (eip155:1) unavailable: no valid answer, after retries on every endpoint (3 failures since the last log)',
    ])
  })

  it('caches a block by number only once it is deep, and drops it when the chain resets', async () => {
    let head = '0x100'
    const { forwarder, asked } = forwarderOf(
      async (method) => (method === 'eth_blockNumber' ? head : { number: '0x10' }),
      () => 0,
    )
    const block = { id: 1, method: 'eth_getBlockByNumber', params: ['0x10', false] }
    await forwarder.forward(block)
    await forwarder.forward({ id: 2, method: 'eth_blockNumber', params: [] })
    await forwarder.forward(block)
    await forwarder.forward(block)
    expect(asked.filter((method) => method === 'eth_getBlockByNumber')).toHaveLength(2)
    // Back by more than 2 blocks (a reset): the block is still deep, but asked again.
    head = '0x60'
    await forwarder.forward({ id: 3, method: 'eth_blockNumber', params: [] })
    await forwarder.forward(block)
    expect(asked.filter((method) => method === 'eth_getBlockByNumber')).toHaveLength(3)
  })
})
