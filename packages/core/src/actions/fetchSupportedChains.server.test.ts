// @vitest-environment node

import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { fetchSupportedChains } from './fetchSupportedChains.ts'

// The real server, configured with one chain. Its RPC is never read here: only the list of
// served chains is asked. `fetch` is wrapped by a spy that passes every call through, to count.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Anvil',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 2000,
      },
    ],
  })
})
afterAll(() => server?.close())

/** `unreachableTimes`: the first so many requests fail as a network error does. */
function serverConfig({ unreachableTimes = 0 } = {}) {
  let failures = unreachableTimes
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (failures-- > 0) return Promise.reject(new TypeError('fetch failed'))
    return fetch(input, init)
  })
  const config = createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [
      {
        id: 31337,
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        name: 'Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      },
    ],
    adapters: [],
    storage: memoryStorage(),
    fetch: fetchSpy,
  })
  const calls = () =>
    fetchSpy.mock.calls.filter(([input]) => String(input).includes('/v1/supported-chains')).length
  return { config, calls }
}

describe('fetchSupportedChains', () => {
  it('default: the chains the service serves', async () => {
    const { config } = serverConfig()
    await expect(fetchSupportedChains(config)).resolves.toEqual({ http: ['eip155:31337'], ws: [] })
  })

  it('behavior: asked once per config, however many callers', async () => {
    const { config, calls } = serverConfig()
    await Promise.all([fetchSupportedChains(config), fetchSupportedChains(config)])
    await fetchSupportedChains(config)
    expect(calls()).toBe(1)
  })

  it('behavior: the service unreachable → undefined, never a rejection, asked again next time', async () => {
    const { config, calls } = serverConfig({ unreachableTimes: 1 })
    await expect(fetchSupportedChains(config)).resolves.toBeUndefined()
    await expect(fetchSupportedChains(config)).resolves.toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
    expect(calls()).toBe(2)
  })
})
