// @vitest-environment node
import { DEV_ACCOUNTS } from '@portico/devnet'
import { evmAddressChecks } from '@portico/evm'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { createConfig } from '../createConfig.ts'
import { loadReceiverProfile } from '../internal/send/loadReceiverProfile.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SendState } from '../types/send.ts'
import { connect } from './connect.ts'
import { openSend } from './openSend.ts'
import { setSendReceiver } from './setSendReceiver.ts'

const NAMED = DEV_ACCOUNTS[2].address
const UNNAMED = DEV_ACCOUNTS[3].address

// The real server with a configured names table. `fetch` is a spy that passes every call
// through, only to count the requests.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    identities: [{ address: NAMED, name: 'bob.portico', avatar: 'https://img.example/b.png' }],
  })
})
afterAll(() => server?.close())

async function connectedConfig() {
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: testnetNetwork.id,
    transfers: {},
    addressChecks: evmAddressChecks,
  })
  const config = createConfig({
    projectId: server.projectId,
    apiUrl: server.url,
    networks: [testnetNetwork],
    adapters: [adapter],
    storage: memoryStorage(),
    fetch: fetchSpy,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  const identityCalls = () =>
    fetchSpy.mock.calls.filter(([url]) =>
      String(url).includes(`/v1/identity/${NAMED.toLowerCase()}`),
    ).length
  return { config, identityCalls }
}

/** The next send state that `accept`s, as the store reports it. */
function untilSend(config: PorticoConfig, accept: (state: SendState) => boolean) {
  return new Promise<SendState>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The send state never matched')), 10_000)
    const stop = config.stores.send.subscribe((state) => {
      if (!accept(state)) return
      clearTimeout(timer)
      stop()
      resolve(state)
    })
  })
}

describe('setSendReceiver with the server', () => {
  it("default: the receiver's name and avatar are shown (spec §3)", async () => {
    const { config } = await connectedConfig()
    openSend(config)
    const named = untilSend(config, (state) => state.receiverProfileName !== undefined)
    setSendReceiver(config, NAMED)
    expect(await named).toMatchObject({
      receiverAddress: NAMED,
      receiverProfileName: 'bob.portico',
      receiverProfileImage: 'https://img.example/b.png',
    })
  })

  it('behavior: an answer for a receiver no longer typed is dropped; answers are reused', async () => {
    const { config, identityCalls } = await connectedConfig()
    const { send } = config.stores
    openSend(config)
    // The lookup itself (setSendReceiver starts it without waiting), so the test can await it.
    send.setState({ receiverAddress: NAMED })
    const lookup = loadReceiverProfile(config)
    send.setState({ receiverAddress: UNNAMED })
    await lookup
    expect(send.getState().receiverProfileName).toBeUndefined()
    expect(identityCalls()).toBe(1)

    send.setState({ receiverAddress: NAMED.toLowerCase() })
    await loadReceiverProfile(config)
    expect(send.getState().receiverProfileName).toBe('bob.portico')
    expect(identityCalls()).toBe(1)
  })
})
