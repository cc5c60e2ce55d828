// @vitest-environment node
import { DEV_ACCOUNTS } from '@portico/devnet'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { IDENTITY_CACHE_MS } from '../constants.ts'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { connect } from './connect.ts'
import { fetchIdentity } from './fetchIdentity.ts'

const UNNAMED = DEV_ACCOUNTS[1].address

// The real server with a configured names table. `fetch` is wrapped by a spy that passes every
// call through, only to count the requests.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    identities: [
      { address: TEST_ADDRESS, name: 'alice.portico', avatar: 'https://img.example/a.png' },
    ],
  })
})
afterAll(() => server?.close())

async function connectedConfig(address: string) {
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const adapter = mockAdapter({ accounts: [address], chainId: testnetNetwork.id })
  const config = createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [testnetNetwork],
    adapters: [adapter],
    storage: memoryStorage(),
    fetch: fetchSpy,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  const identityCalls = () =>
    fetchSpy.mock.calls.filter(([url]) => String(url).includes('/v1/identity/')).length
  return { adapter, config, identityCalls }
}

describe('fetchIdentity with the server', () => {
  it('connect loads the name and avatar of the account', async () => {
    const { config, identityCalls } = await connectedConfig(TEST_ADDRESS)
    await connect(config, { connectorId: 'mock' })
    await vi.waitFor(() =>
      expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
        profileName: 'alice.portico',
        profileImage: 'https://img.example/a.png',
      }),
    )
    expect(identityCalls()).toBe(1)
  })

  it('an answer is reused for 5 minutes, then asked again (spec §9)', async () => {
    const { config, identityCalls } = await connectedConfig(TEST_ADDRESS)
    // Before the answer is cached, so that start + 5 min - 1 ms is still inside its window.
    const start = Date.now()
    const later = (ms: number) => start + ms
    await connect(config, { connectorId: 'mock' })
    await vi.waitFor(() =>
      expect(config.stores.account.getState().namespaces.eip155?.profileName).toBe('alice.portico'),
    )
    expect(identityCalls()).toBe(1)
    const now = vi.spyOn(Date, 'now').mockReturnValue(later(IDENTITY_CACHE_MS - 1))
    await fetchIdentity(config)
    expect(identityCalls()).toBe(1)
    // The answer came a few ms after `start`: a minute past the window is past it for sure.
    now.mockReturnValue(later(IDENTITY_CACHE_MS + 60_000))
    await fetchIdentity(config)
    expect(identityCalls()).toBe(2)
    now.mockRestore()
  })

  it('an account without a name keeps the address; an account change clears the old name', async () => {
    const { adapter, config } = await connectedConfig(TEST_ADDRESS)
    await connect(config, { connectorId: 'mock' })
    await vi.waitFor(() =>
      expect(config.stores.account.getState().namespaces.eip155?.profileName).toBe('alice.portico'),
    )
    adapter.setup({ networks: config.options.networks, emit: () => {} })
    const { handleAdapterEvent } = await import('../internal/connection/handleAdapterEvent.ts')
    handleAdapterEvent(
      config,
      {
        type: 'accountsChanged',
        connectorId: 'mock',
        namespace: 'eip155',
        accounts: [{ address: UNNAMED, namespace: 'eip155' }],
      },
      adapter,
    )
    expect(config.stores.account.getState().namespaces.eip155?.profileName).toBeUndefined()
    await fetchIdentity(config)
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      address: UNNAMED,
      profileName: undefined,
      profileImage: undefined,
    })
  })

  it('a service that is down leaves the name empty without throwing', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
    const config = createConfig({
      projectId: server.projectId,
      apiUrl: 'http://127.0.0.1:9',
      networks: [testnetNetwork],
      adapters: [adapter],
      storage: memoryStorage(),
    })
    config.stores.connectors.setState({ connectors: adapter.getConnectors() })
    await connect(config, { connectorId: 'mock' })
    await expect(fetchIdentity(config)).resolves.toBeUndefined()
    expect(config.stores.account.getState().namespaces.eip155?.profileName).toBeUndefined()
  })
})
