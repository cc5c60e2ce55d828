import { type AdapterEvent, FRAME_POST_READY_DELAY_MS } from '@portico/core'
import { localNetwork, localNetwork2, solanaNetwork } from '@portico/test-utils/networks'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID, embeddedWallet } from './embeddedWalletAdapter.ts'
import { FrameRequestError } from './errors/frameRequest.ts'
import { FRAME_REQUEST_TIMEOUT_MS } from './frame/requestTimeoutMs.ts'
import type { AppEventType, AppMessage } from './protocol/appEvents.ts'
import { createFrameDouble, type FrameDouble, type FrameHandlers } from './test/frameDouble.ts'
import { type FramePageServer, startFramePageServer } from './test/framePageServer.ts'
import { track } from './test/track.ts'

// The auth controller's Farcaster calls (spec §4, §7) against the frame's TEST DOUBLE
// (./test/frameDouble.ts), the secure site's page served by a real local server as in
// embeddedWalletAdapter.test.ts. The real frame answers them in apps/secure-site; the whole
// sign-in with a scripted Farcaster client is the end-to-end test.

const address = '0x00000000000000000000000000000000000000a1'
const pfp = 'https://farcaster.pfp.test/alice.png'
const channel = 'http://127.0.0.1:9/~/siwf?channelToken=c1'
const connectorId = EMBEDDED_WALLET_CONNECTOR_ID
const realSetTimeout = globalThis.setTimeout

let server: FramePageServer
let double: FrameDouble
let handlers: FrameHandlers
let stop: (() => void) | undefined

beforeAll(async () => {
  server = await startFramePageServer()
})
afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  handlers = {
    APP_SYNC_DAPP_DATA: () => ({ payload: {} }),
    APP_SYNC_THEME: () => ({ payload: {} }),
  }
  double = createFrameDouble({ origin: server.origin, autoReady: true, handlers })
})
afterEach(async () => {
  await double.pagesLoaded()
  stop?.()
  stop = undefined
  double.stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
  expect(double.refused).toEqual([])
  expect(document.querySelectorAll('iframe')).toHaveLength(0)
})

function createAdapter() {
  const adapter = embeddedWallet({ secureSiteUrl: server.url, projectId: 'test-project' })
  const events: AdapterEvent[] = []
  stop = adapter.setup({
    networks: [solanaNetwork, localNetwork, localNetwork2],
    emit: (event) => events.push(event),
  })
  return adapter
}

async function advanceUntil(done: () => boolean): Promise<void> {
  for (let step = 0; step < 100 && !done(); step++) {
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS / 5)
    await new Promise((resolve) => realSetTimeout(resolve, 2))
  }
  if (!done()) throw new Error('Still waiting after 100 steps')
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  const tracked = track(promise)
  await advanceUntil(() => tracked.status !== 'pending')
  return promise
}

function sent<T extends AppEventType>(type: T): AppMessage<T>[] {
  return double.requests.filter((message) => message.type === type) as AppMessage<T>[]
}

describe('Farcaster sign-in', () => {
  it('default: APP_GET_FARCASTER_URI gives the address; APP_CONNECT_FARCASTER on the current network answers the user with username and picture', async () => {
    handlers.APP_GET_FARCASTER_URI = () => ({ payload: { url: channel } })
    handlers.APP_CONNECT_FARCASTER = ({ chainId }) => ({
      payload: { address, chainId: chainId ?? 1, userName: 'alice', profileImage: pfp },
    })
    const { auth } = createAdapter()

    expect(await settle(auth.getFarcasterUri())).toEqual({ url: channel })
    expect(await settle(auth.connectFarcaster({ preferredAccountType: 'eoa' }))).toEqual({
      address,
      chainId: 31337,
      email: undefined,
      userName: 'alice',
      profileImage: pfp,
      preferredAccountType: undefined,
    })
    expect(sent('APP_GET_FARCASTER_URI').map((message) => message.payload)).toEqual([{}])
    expect(sent('APP_CONNECT_FARCASTER').map((message) => message.payload)).toEqual([
      { chainId: 31337, preferredAccountType: 'eoa' },
    ])
  })

  it("parameters: core's chainId wins over the adapter's network (a CAIP-2 id for Solana)", async () => {
    handlers.APP_CONNECT_FARCASTER = ({ chainId }) => ({
      payload: { address, chainId: chainId ?? 1 },
    })
    const { auth } = createAdapter()
    await settle(auth.connectFarcaster({ chainId: 31338 }))
    await settle(auth.connectFarcaster({ chainId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo' }))
    expect(sent('APP_CONNECT_FARCASTER').map((message) => message.payload.chainId)).toEqual([
      31338,
      'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
    ])
  })

  it("behavior: the wait has no time limit (the visitor's Farcaster client takes its time)", async () => {
    const { auth } = createAdapter()
    // No handler: the frame has not heard from the relay yet.
    const waiting = track(auth.connectFarcaster({}))
    await advanceUntil(() => sent('APP_CONNECT_FARCASTER').length > 0)
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS * 10)
    expect(waiting.status).toBe('pending')
    const [request] = sent('APP_CONNECT_FARCASTER')
    if (!request) throw new Error('no request')
    double.answer(request, { address, chainId: 31337, userName: 'alice' })
    await advanceUntil(() => waiting.status !== 'pending')
    expect(waiting.status).toBe('resolved')
  })

  it("behavior: the frame's refusals keep their words ('Farcaster sign-in expired' is how core tells an expiry)", async () => {
    handlers.APP_CONNECT_FARCASTER = () => ({ error: 'Farcaster sign-in expired' })
    handlers.APP_GET_FARCASTER_URI = () => ({ error: 'Failed to connect to farcaster' })
    const { auth } = createAdapter()
    const expired = settle(auth.connectFarcaster({}))
    await expect(expired).rejects.toBeInstanceOf(FrameRequestError)
    await expect(expired).rejects.toThrow('Farcaster sign-in expired')
    const unreachable = settle(auth.getFarcasterUri())
    await expect(unreachable).rejects.toBeInstanceOf(FrameRequestError)
    await expect(unreachable).rejects.toThrow('Failed to connect to farcaster')
  })

  it('behavior: reload sends APP_RELOAD to a loaded frame; it never loads one for that', async () => {
    handlers.APP_RELOAD = () => ({ payload: {} })
    handlers.APP_GET_FARCASTER_URI = () => ({ payload: { url: channel } })
    const fresh = createAdapter()
    await fresh.auth.reload()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    stop?.()

    const { auth } = createAdapter()
    await settle(auth.getFarcasterUri())
    await settle(auth.reload())
    expect(sent('APP_RELOAD')).toHaveLength(1)
  })

  it("behavior: the account connected after it carries the Farcaster username and picture (connection's auth)", async () => {
    handlers.APP_GET_USER = ({ chainId }) => ({
      payload: { address, chainId: chainId ?? 1, userName: 'alice', profileImage: pfp },
    })
    const adapter = createAdapter()
    const connection = await settle(adapter.connect({ connectorId }))
    expect(connection.auth).toMatchObject({ username: 'alice', profileImage: pfp })
  })
})
