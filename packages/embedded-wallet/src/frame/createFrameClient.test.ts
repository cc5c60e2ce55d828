import nodeConsole from 'node:console'
import {
  FRAME_POST_READY_DELAY_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  KIT_VERSION,
  PorticoError,
  UserRejectedRequestError,
} from '@portico/core'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest'
import { FrameLoadError, FrameLoadTimeoutError } from '../errors/frameLoad.ts'
import {
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameRequestError,
  RpcRequestAbortedError,
} from '../errors/frameRequest.ts'
import type { AppEventType, AppMessage, AppRequestInput } from '../protocol/appEvents.ts'
import { createFrameDouble, type FrameDouble } from '../test/frameDouble.ts'
import {
  closedPortUrl,
  type FramePageServer,
  startFramePageServer,
} from '../test/framePageServer.ts'
import { track } from '../test/track.ts'
import {
  type CreateFrameClientParameters,
  createFrameClient,
  FRAME_TITLE,
  type FrameClient,
  type FrameClientEvent,
} from './createFrameClient.ts'

// The secure site's page is served by a real local server and loaded by happy-dom into a real
// second window; the frame's side of the protocol is the test double in ../test/frameDouble.ts
// (happy-dom runs no scripts in the iframe and does not stamp origin/source on postMessage).

const user = { address: '0x00000000000000000000000000000000000000a1', chainId: 31337 }

let server: FramePageServer
let double: FrameDouble
let client: FrameClient | undefined
let warn: MockInstance<typeof console.warn>

beforeAll(async () => {
  server = await startFramePageServer()
})
afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  double = createFrameDouble({ origin: server.origin })
})
afterEach(async () => {
  await double.pagesLoaded()
  client?.destroy()
  client = undefined
  double.stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
  // Everything the client posted passed the frame's own parser.
  expect(double.refused).toEqual([])
})

function open(parameters: Partial<CreateFrameClientParameters> = {}): FrameClient {
  client = createFrameClient({
    secureSiteUrl: server.url,
    projectId: 'test-project',
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545/',
    ...parameters,
  })
  return client
}

async function openReady(): Promise<FrameClient> {
  const frame = open()
  double.ready()
  await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS)
  return frame
}

/** The last request of `type` the frame received. */
function received<T extends AppEventType>(type: T): AppMessage<T> {
  const found = double.requests.filter((message) => message.type === type).at(-1)
  if (!found) throw new Error(`The frame received no ${type}`)
  return found as AppMessage<T>
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('loading', () => {
  it('default: one hidden iframe, titled, loading the secure site with the spec §7 query', async () => {
    const before = server.requests.length
    open({ enableLogger: true })
    const frames = document.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const iframe = frames[0]!
    expect(iframe.title).toBe(FRAME_TITLE)
    expect(iframe.title).toBe('Portico embedded wallet')
    expect(iframe.hasAttribute('allow')).toBe(false)
    expect(iframe.style.visibility).toBe('hidden')
    expect(iframe.style.pointerEvents).toBe('none')
    expect(iframe.style.display).not.toBe('none')
    const src = new URL(iframe.src)
    expect(src.origin).toBe(server.origin)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'test-project',
      chainId: '31337',
      version: KIT_VERSION,
      enableLogger: 'true',
      rpcUrl: 'http://127.0.0.1:8545/',
    })
    // happy-dom really fetched the page: the server saw the same address.
    await vi.waitFor(() => expect(server.requests.length).toBe(before + 1))
    expect(server.requests.at(-1)?.search).toBe(src.search)
  })

  it('behavior: the first request goes out FRAME_POST_READY_DELAY_MS after FRAME_READY', async () => {
    const frame = open()
    const answer = track(frame.request('APP_IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(double.requests).toEqual([])

    double.ready()
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS - 1)
    expect(double.requests).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(double.requests.map((message) => message.type)).toEqual(['APP_IS_CONNECTED'])
    expect(double.targetOrigins).toEqual([server.origin])

    double.answer(received('APP_IS_CONNECTED'), { isConnected: true })
    await flush()
    expect(answer).toMatchObject({ status: 'resolved', value: { isConnected: true } })
  })

  it('behavior: requests made before ready go out in order; ready listeners send first', async () => {
    const frame = open()
    const events: FrameClientEvent[] = []
    frame.subscribe((event) => {
      events.push(event)
      if (event.type === 'ready') track(frame.request('APP_SYNC_THEME', { themeMode: 'dark' }))
    })
    track(frame.request('APP_IS_CONNECTED', {}))
    track(frame.request('APP_GET_CHAIN_ID', {}))
    double.ready('4')
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS)
    expect(events).toEqual([{ type: 'ready', version: '4' }])
    expect(double.requests.map((message) => message.type)).toEqual([
      'APP_SYNC_THEME',
      'APP_IS_CONNECTED',
      'APP_GET_CHAIN_ID',
    ])
  })

  it('behavior: no FRAME_READY in IFRAME_LOAD_TIMEOUT_MS rejects; the next request loads again', async () => {
    const frame = open()
    const first = track(frame.request('APP_GET_USER', {}))
    const firstFrame = double.iframe()
    await double.pagesLoaded()
    await vi.advanceTimersByTimeAsync(IFRAME_LOAD_TIMEOUT_MS - 1)
    expect(first.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(first.status).toBe('rejected')
    expect(first.error).toBeInstanceOf(FrameLoadTimeoutError)
    expect(first.error).toBeInstanceOf(PorticoError)
    expect((first.error as Error).message).toBe('Network Error - Could not load embedded wallet')
    expect(document.querySelectorAll('iframe')).toHaveLength(0)

    const second = track(frame.request('APP_GET_USER', {}))
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    expect(double.iframe()).not.toBe(firstFrame)
    double.ready()
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS)
    double.answer(received('APP_GET_USER'), user)
    await flush()
    expect(second).toMatchObject({ status: 'resolved', value: user })
  })

  it('behavior: the iframe error event (nothing listens there) rejects; a later request retries', async () => {
    // happy-dom reports the refused connection on the page's console; keep the output quiet.
    const pageConsoleError = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
    const frame = open({ secureSiteUrl: await closedPortUrl() })
    const first = frame.request('APP_IS_CONNECTED', {})
    await expect(first).rejects.toBeInstanceOf(FrameLoadError)
    await expect(first).rejects.toThrow('Unable to load email login dependency')
    expect(document.querySelectorAll('iframe')).toHaveLength(0)

    const second = frame.request('APP_IS_CONNECTED', {})
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    await expect(second).rejects.toThrow('Unable to load email login dependency')
    expect(pageConsoleError).toHaveBeenCalled()
  })

  it('behavior: load() resolves once ready, and loads again after a failure', async () => {
    const frame = open()
    const first = track(frame.load())
    double.iframe()
    await double.pagesLoaded()
    await vi.advanceTimersByTimeAsync(IFRAME_LOAD_TIMEOUT_MS)
    expect(first.error).toBeInstanceOf(FrameLoadTimeoutError)
    const second = track(frame.load())
    double.ready()
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS)
    expect(second.status).toBe('resolved')
  })
})

describe('answers', () => {
  it('default: resolves with the _SUCCESS payload of the matching id', async () => {
    const frame = await openReady()
    const answer = track(frame.request('APP_CONNECT_EMAIL', { email: '  ada@example.com ' }))
    const request = received('APP_CONNECT_EMAIL')
    // The payload went out as the schema reads it (trimmed), with a fresh id.
    expect(request.payload).toEqual({ email: 'ada@example.com' })
    expect(request.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    double.answer(request, { action: 'VERIFY_OTP' })
    await flush()
    expect(answer).toMatchObject({ status: 'resolved', value: { action: 'VERIFY_OTP' } })
  })

  it('behavior: each request has its own id, and answers settle the right one', async () => {
    const frame = await openReady()
    const first = track(frame.request('APP_GET_CHAIN_ID', {}))
    const second = track(frame.request('APP_GET_CHAIN_ID', {}))
    const [one, two] = double.requests as AppMessage<'APP_GET_CHAIN_ID'>[]
    expect(one!.id).not.toBe(two!.id)
    double.answer(two!, { chainId: 2 })
    double.answer(one!, { chainId: 1 })
    await flush()
    expect(first.value).toEqual({ chainId: 1 })
    expect(second.value).toEqual({ chainId: 2 })
  })

  it('behavior: _ERROR rejects with the frame message', async () => {
    const frame = await openReady()
    const answer = frame.request('APP_CONNECT_OTP', { otp: '000000' })
    double.fail(received('APP_CONNECT_OTP'), 'Invalid code')
    await expect(answer).rejects.toBeInstanceOf(FrameRequestError)
    await expect(answer).rejects.toThrow('Invalid code')
  })

  it('behavior: the frame reporting a rejection is a UserRejectedRequestError (4001)', async () => {
    const frame = await openReady()
    const answer = frame.request('APP_RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] })
    double.fail(received('APP_RPC_REQUEST'), 'User rejected the request')
    await expect(answer).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('behavior: a payload that fails its schema is refused before it is sent', async () => {
    const frame = await openReady()
    const answer = frame.request('APP_CONNECT_EMAIL', { email: 'not-an-address' })
    await expect(answer).rejects.toBeInstanceOf(InvalidFrameRequestError)
    await expect(answer).rejects.toThrow('Invalid email address')
    expect(double.requests).toEqual([])
  })
})

describe('untrusted messages change nothing and warn', () => {
  async function pendingUserRequest() {
    const frame = await openReady()
    const answer = track(frame.request('APP_GET_USER', {}))
    return { answer, request: received('APP_GET_USER') }
  }

  /** After the untrusted message, the genuine answer still settles the request. */
  async function expectStillPending(
    answer: ReturnType<typeof track>,
    request: AppMessage<'APP_GET_USER'>,
  ) {
    await flush()
    expect(answer.status).toBe('pending')
    double.answer(request, user)
    await flush()
    expect(answer).toMatchObject({ status: 'resolved', value: user })
  }

  it('parameters: another origin, even from the iframe window', async () => {
    const { answer, request } = await pendingUserRequest()
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          type: 'FRAME_GET_USER_SUCCESS',
          id: request.id,
          payload: { ...user, address: '0xevil' },
        },
        origin: 'http://evil.example',
        source: double.iframe().contentWindow,
      }),
    )
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example'))
    await expectStillPending(answer, request)
  })

  it('parameters: the right origin from another window', async () => {
    const { answer, request } = await pendingUserRequest()
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'FRAME_GET_USER_SUCCESS', id: request.id, payload: user },
        origin: server.origin,
        source: window,
      }),
    )
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('FRAME_GET_USER_SUCCESS'))
    await expectStillPending(answer, request)
  })

  it("parameters: a hostile script's window.postMessage on the page itself", async () => {
    const { answer, request } = await pendingUserRequest()
    // Real happy-dom postMessage: it arrives from the page's own origin and window.
    window.postMessage(
      { type: 'FRAME_GET_USER_SUCCESS', id: request.id, payload: { ...user, address: '0xevil' } },
      '*',
    )
    // happy-dom delivers it on a real (not faked) timer.
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(window.location.origin)),
    )
    await expectStillPending(answer, request)
  })

  it('parameters: a malformed payload from the frame', async () => {
    const { answer, request } = await pendingUserRequest()
    double.post({ type: 'FRAME_GET_USER_SUCCESS', id: request.id, payload: { address: 42 } })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'))
    await expectStillPending(answer, request)
  })

  it('parameters: an unknown id', async () => {
    const { answer, request } = await pendingUserRequest()
    double.post({ type: 'FRAME_GET_USER_SUCCESS', id: 'unknown-request-id', payload: user })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown-request-id'))
    await expectStillPending(answer, request)
  })

  it('parameters: an answer of another type with the pending id', async () => {
    const { answer, request } = await pendingUserRequest()
    double.post({ type: 'FRAME_SIGN_OUT_SUCCESS', id: request.id, payload: {} })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('FRAME_SIGN_OUT_SUCCESS'))
    await expectStillPending(answer, request)
  })

  it('parameters: a replayed answer', async () => {
    const frame = await openReady()
    const first = track(frame.request('APP_GET_CHAIN_ID', {}))
    const request = received('APP_GET_CHAIN_ID')
    double.answer(request, { chainId: 1 })
    await flush()
    expect(warn).not.toHaveBeenCalled()
    double.answer(request, { chainId: 666 })
    await flush()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(request.id))
    expect(first.value).toEqual({ chainId: 1 })
  })

  it('parameters: a message that is not the protocol, from elsewhere, is ignored silently', async () => {
    const { answer, request } = await pendingUserRequest()
    window.dispatchEvent(
      new MessageEvent('message', { data: { hello: 'devtools' }, origin: 'http://other.example' }),
    )
    expect(warn).not.toHaveBeenCalled()
    await expectStillPending(answer, request)
  })
})

describe('time limits', () => {
  const visitorPaced: { [T in AppEventType]?: AppRequestInput<T> } = {
    APP_CONNECT_EMAIL: { email: 'ada@example.com' },
    APP_CONNECT_DEVICE: {},
    APP_CONNECT_OTP: { otp: '123456' },
    APP_CONNECT_SOCIAL: { uri: 'http://127.0.0.1:5180/social?state=abc' },
    APP_GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  }
  it.each(Object.entries(visitorPaced))(
    'parameters: %s times out at 120 s',
    async (type, payload) => {
      const frame = await openReady()
      const answer = track(frame.request(type as AppEventType, payload as never))
      await vi.advanceTimersByTimeAsync(120_000 - 1)
      expect(answer.status).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(answer.error).toBeInstanceOf(FrameRequestTimeoutError)
      expect((answer.error as Error).message).toBe('Embedded Wallet Request Timed Out')
    },
  )

  const others: { [T in AppEventType]?: AppRequestInput<T> } = {
    APP_GET_USER: {},
    APP_IS_CONNECTED: {},
    APP_SIGN_OUT: {},
    APP_SWITCH_NETWORK: { chainId: 1 },
    APP_RPC_REQUEST: { method: 'eth_call', params: [{ to: '0x00' }, 'latest'] },
  }
  it.each(Object.entries(others))('parameters: %s times out at 30 s', async (type, payload) => {
    const frame = await openReady()
    const answer = track(frame.request(type as AppEventType, payload as never))
    await vi.advanceTimersByTimeAsync(30_000 - 1)
    expect(answer.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect((answer.error as Error).message).toBe('Embedded Wallet Request Timed Out')
  })

  it.each(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls'])(
    'parameters: an RPC request waiting for Approve (%s) has no time limit',
    async (method) => {
      const frame = await openReady()
      const answer = track(frame.request('APP_RPC_REQUEST', { method, params: [] }))
      await vi.advanceTimersByTimeAsync(60 * 60_000)
      expect(answer.status).toBe('pending')
      double.answer(received('APP_RPC_REQUEST'), '0xsigned')
      await flush()
      expect(answer).toMatchObject({ status: 'resolved', value: '0xsigned' })
    },
  )

  it('parameters: timeoutMs overrides the default', async () => {
    const frame = await openReady()
    const answer = track(frame.request('APP_GET_USER', {}, { timeoutMs: 1_000 }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(answer.error).toBeInstanceOf(FrameRequestTimeoutError)
  })

  it('behavior: APP_RPC_ABORT rejects every pending RPC request with "Request was aborted"', async () => {
    const frame = await openReady()
    const sign = track(frame.request('APP_RPC_REQUEST', { method: 'personal_sign', params: [] }))
    const read = track(frame.request('APP_RPC_REQUEST', { method: 'eth_blockNumber' }))
    const user = track(frame.request('APP_GET_USER', {}))
    const abort = track(frame.request('APP_RPC_ABORT', {}))
    await flush()
    for (const rpc of [sign, read]) {
      expect(rpc.error).toBeInstanceOf(RpcRequestAbortedError)
      expect((rpc.error as Error).message).toBe('Request was aborted')
    }
    expect(user.status).toBe('pending')
    // The frame is told too, and its acknowledgement resolves the abort.
    double.answer(received('APP_RPC_ABORT'), {})
    await flush()
    expect(abort.status).toBe('resolved')
  })

  it('behavior: an aborted signal rejects: RPC with "Request was aborted", others "Something went wrong"', async () => {
    const frame = await openReady()
    const controller = new AbortController()
    const rpc = track(
      frame.request('APP_RPC_REQUEST', { method: 'personal_sign' }, { signal: controller.signal }),
    )
    const other = track(frame.request('APP_GET_USER', {}, { signal: controller.signal }))
    controller.abort()
    await flush()
    expect(rpc.error).toBeInstanceOf(RpcRequestAbortedError)
    expect(other.error).toBeInstanceOf(FrameRequestAbortedError)
    expect((other.error as Error).message).toBe('Something went wrong')
  })
})

describe('session, reload, visibility, destroy', () => {
  it('behavior: FRAME_SESSION_UPDATE reaches subscribers', async () => {
    const frame = await openReady()
    const events: FrameClientEvent[] = []
    const unsubscribe = frame.subscribe((event) => events.push(event))
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: false } })
    double.post({
      type: 'FRAME_SESSION_UPDATE',
      payload: { isConnected: false, reason: 'expired' },
    })
    // An unknown reason is not the frame's protocol: ignored.
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: false, reason: 'gone' } })
    unsubscribe()
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: true } })
    expect(events).toEqual([
      { type: 'sessionUpdate', isConnected: false },
      { type: 'sessionUpdate', isConnected: false, reason: 'expired' },
    ])
  })

  it('behavior: a second FRAME_READY (the page reloaded) gives up what the old page was asked', async () => {
    const frame = await openReady()
    const lost = track(frame.request('APP_GET_USER', {}))
    double.ready()
    await flush()
    expect(lost.error).toBeInstanceOf(FrameRequestAbortedError)
    const next = track(frame.request('APP_IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS - 1)
    expect(double.requests.map((message) => message.type)).toEqual(['APP_GET_USER'])
    await vi.advanceTimersByTimeAsync(1)
    double.answer(received('APP_IS_CONNECTED'), { isConnected: true })
    await flush()
    expect(next.status).toBe('resolved')
  })

  it('behavior: show places the frame over the rect above the modal; hide hides it again', async () => {
    const frame = await openReady()
    const iframe = double.iframe()
    frame.show({ top: 80, left: 40, width: 360, height: 520 })
    expect(iframe.style).toMatchObject({
      position: 'fixed',
      top: '80px',
      left: '40px',
      width: '360px',
      height: '520px',
      zIndex: '1000',
      visibility: 'visible',
      pointerEvents: 'auto',
    })
    frame.hide()
    expect(iframe.style).toMatchObject({ width: '0px', height: '0px', visibility: 'hidden' })
  })

  it('behavior: destroy removes the frame, rejects what is pending and stops listening', async () => {
    const frame = await openReady()
    const answer = track(frame.request('APP_GET_USER', {}))
    const request = received('APP_GET_USER')
    const iframeWindow = double.iframe().contentWindow
    await double.pagesLoaded()
    frame.destroy()
    await flush()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    expect(answer.error).toBeInstanceOf(FrameRequestAbortedError)
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'FRAME_GET_USER_SUCCESS', id: request.id, payload: user },
        origin: server.origin,
        source: iframeWindow,
      }),
    )
    expect(warn).not.toHaveBeenCalled()
    await expect(frame.request('APP_GET_USER', {})).rejects.toBeInstanceOf(FrameRequestAbortedError)
  })
})
