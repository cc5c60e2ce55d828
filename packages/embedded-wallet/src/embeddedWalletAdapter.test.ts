import {
  type AdapterEvent,
  ConnectorNotFoundError,
  connectEmail,
  createConfig,
  FRAME_POST_READY_DELAY_MS,
  InvalidOptionError,
  InvalidWalletResponseError,
  KIT_VERSION,
  MethodNotAllowedError,
  OriginNotAllowedError,
  SDK_TYPE,
  startConfig,
  type TransferRequest,
  UserRejectedRequestError,
} from '@portico/core'
import { WrongWalletNetworkError } from '@portico/evm'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID, embeddedWallet } from './embeddedWalletAdapter.ts'
import {
  FrameRequestError,
  InvalidFrameRequestError,
  RpcRequestAbortedError,
} from './errors/frameRequest.ts'
import type { AppEventType, AppMessage } from './protocol/appEvents.ts'
import {
  createFrameDouble,
  type FrameDouble,
  type FrameHandlers,
  type FrameReply,
} from './test/frameDouble.ts'
import { type FramePageServer, startFramePageServer } from './test/framePageServer.ts'
import { track } from './test/track.ts'

// The secure site's page is served by a real local server and loaded by happy-dom into a real
// second window; the frame's side of the protocol is the TEST DOUBLE in ./test/frameDouble.ts,
// which says FRAME_READY as the iframe appears and answers with `handlers`.

const address = '0x00000000000000000000000000000000000000a1'
const signature = `0x${'ab'.repeat(65)}`
const connectorId = EMBEDDED_WALLET_CONNECTOR_ID
const realSetTimeout = globalThis.setTimeout

let server: FramePageServer
let double: FrameDouble
let handlers: FrameHandlers
let events: AdapterEvent[]
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
  events = []
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

function createAdapter(pageOriginAllowed?: () => Promise<boolean | undefined>) {
  const adapter = embeddedWallet({ secureSiteUrl: server.url, projectId: 'test-project' })
  stop = adapter.setup({
    // An EVM-only dApp: the Solana side is embeddedWalletAdapter.solana.test.ts's.
    networks: [localNetwork, localNetwork2],
    emit: (event) => events.push(event),
    ...(pageOriginAllowed ? { pageOriginAllowed } : {}),
  })
  events = []
  return adapter
}

/**
 * Lets the lazy import, the FRAME_READY wait and the double's answers run: fake time moves in
 * small steps (never near a request's time limit), each after the lazy imports under way have
 * finished, however long a busy machine takes over them.
 */
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

describe('connector and setup', () => {
  it('default: one AUTH connector named Email for eip155, announced on setup, no frame yet', () => {
    const adapter = embeddedWallet({ secureSiteUrl: server.url })
    const seen: AdapterEvent[] = []
    stop = adapter.setup({ networks: [localNetwork], emit: (event) => seen.push(event) })
    const connector = { id: 'embedded-wallet', name: 'Email', type: 'AUTH', chain: 'eip155' }
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([connector])
    expect(seen).toEqual([{ type: 'connectors', namespace: 'eip155', connectors: [connector] }])
    expect(adapter.auth.connectorId).toBe('embedded-wallet')
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it('parameters: a secureSiteUrl that is not http(s) is an InvalidOptionError', () => {
    expect(() => embeddedWallet({ secureSiteUrl: 'javascript:alert(1)' })).toThrow(
      InvalidOptionError,
    )
    expect(() => embeddedWallet({ secureSiteUrl: 'not a url' })).toThrow(InvalidOptionError)
  })

  it('parameters: another connector id is a ConnectorNotFoundError', async () => {
    const adapter = createAdapter()
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    await expect(adapter.reconnect({ connectorId: 'injected' })).resolves.toBeUndefined()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it('behavior: the first load sends APP_SYNC_DAPP_DATA first; the frame starts on the first EVM network', async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    const adapter = createAdapter()
    await settle(adapter.reconnect({ connectorId }))
    expect(double.requests.map((message) => message.type)).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_IS_CONNECTED',
    ])
    expect(sent('APP_SYNC_DAPP_DATA')[0]?.payload).toEqual({
      projectId: 'test-project',
      sdkVersion: KIT_VERSION,
      sdkType: SDK_TYPE,
    })
    const src = new URL(double.iframe().src)
    expect(src.searchParams.get('chainId')).toBe('31337')
    expect(src.searchParams.get('rpcUrl')).toBe('http://127.0.0.1:8545')
    expect(src.searchParams.get('projectId')).toBe('test-project')
  })

  it('behavior: tearing down the setup removes the frame', async () => {
    const adapter = createAdapter()
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: true } })
    await settle(adapter.auth.isConnected())
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    await double.pagesLoaded()
    stop?.()
    stop = undefined
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })
})

describe('connect, reconnect, disconnect, switch', () => {
  it('default: connect asks APP_GET_USER for the requested network and returns the connection', async () => {
    handlers.APP_GET_USER = ({ chainId }) => ({
      payload: {
        address,
        chainId: chainId ?? 1,
        email: 'ada@example.com',
        preferredAccountType: 'eoa',
      },
    })
    const adapter = createAdapter()
    const connection = await settle(adapter.connect({ connectorId, network: localNetwork2 }))
    expect(sent('APP_GET_USER')[0]?.payload).toEqual({
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    })
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address, namespace: 'eip155', type: 'eoa' }],
      chainId: 31338,
      auth: { email: 'ada@example.com', preferredAccountType: 'eoa' },
    })
  })

  it("behavior: the frame's error rejects connect with its message", async () => {
    handlers.APP_GET_USER = () => ({ error: 'Not signed in' })
    const adapter = createAdapter()
    const connecting = settle(adapter.connect({ connectorId }))
    await expect(connecting).rejects.toBeInstanceOf(FrameRequestError)
    await expect(connecting).rejects.toThrow('Not signed in')
  })

  it('behavior: reconnect when the frame has no session resolves undefined without APP_GET_USER', async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    handlers.APP_GET_USER = () => ({ payload: { address, chainId: 31337 } })
    const adapter = createAdapter()
    await expect(settle(adapter.reconnect({ connectorId }))).resolves.toBeUndefined()
    expect(sent('APP_GET_USER')).toEqual([])
  })

  it('behavior: reconnect with a session returns the connection (hex chain id made decimal)', async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: true } })
    handlers.APP_GET_USER = () => ({
      payload: { address, chainId: '0x7a6a', email: 'ada@example.com' },
    })
    const adapter = createAdapter()
    const connection = await settle(adapter.reconnect({ connectorId }))
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address, namespace: 'eip155', type: 'eoa' }],
      chainId: 31338,
      auth: { email: 'ada@example.com' },
    })
  })

  it('default: disconnect sends APP_SIGN_OUT', async () => {
    handlers.APP_SIGN_OUT = () => ({ payload: {} })
    const adapter = createAdapter()
    await settle(adapter.disconnect({ connectorId }))
    expect(sent('APP_SIGN_OUT')).toHaveLength(1)
  })

  it('default: switchNetwork sends APP_SWITCH_NETWORK, emits chainChanged, and later RPC goes to that network', async () => {
    handlers.APP_SWITCH_NETWORK = ({ chainId }) => ({ payload: { chainId } })
    handlers.APP_RPC_REQUEST = () => ({ payload: '0x1' })
    const adapter = createAdapter()
    await settle(adapter.switchNetwork({ connectorId, network: localNetwork2 }))
    expect(sent('APP_SWITCH_NETWORK')[0]?.payload).toEqual({
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    })
    expect(events).toEqual([
      { type: 'chainChanged', connectorId, namespace: 'eip155', chainId: 31338 },
    ])
    await settle(adapter.request!({ connectorId, method: 'eth_blockNumber' }))
    expect(sent('APP_RPC_REQUEST')[0]?.payload).toMatchObject({
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    })
  })
})

describe('a frame that loads again', () => {
  it('behavior: its second FRAME_READY asks APP_GET_CHAIN_ID and brings it back to the dApp’s network; the first asks nothing', async () => {
    handlers.APP_SWITCH_NETWORK = ({ chainId }) => ({ payload: { chainId } })
    handlers.APP_RPC_REQUEST = () => ({ payload: '0x1' })
    // The page reloaded: the frame is on the chain its address named (31337), not 31338.
    handlers.APP_GET_CHAIN_ID = () => ({ payload: { chainId: 31337 } })
    const adapter = createAdapter()
    await settle(adapter.switchNetwork({ connectorId, network: localNetwork2 }))
    expect(sent('APP_GET_CHAIN_ID')).toHaveLength(0)
    double.ready()
    await advanceUntil(() => sent('APP_SWITCH_NETWORK').length === 2)
    expect(sent('APP_GET_CHAIN_ID')).toHaveLength(1)
    expect(sent('APP_SWITCH_NETWORK')[1]?.payload).toEqual({
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    })
    // Already on it: nothing more to do.
    handlers.APP_GET_CHAIN_ID = () => ({ payload: { chainId: 31338 } })
    double.ready()
    await advanceUntil(() => sent('APP_GET_CHAIN_ID').length === 2)
    await settle(adapter.request!({ connectorId, method: 'eth_blockNumber' }))
    expect(sent('APP_SWITCH_NETWORK')).toHaveLength(2)
  })
})

describe('requests: refused, approve, safe', () => {
  it('parameters: a refused method emits requestRefused and rejects without asking the frame', async () => {
    const adapter = createAdapter()
    const refused = adapter.request!({ connectorId, method: 'eth_sign', params: [address, '0x00'] })
    await expect(refused).rejects.toBeInstanceOf(MethodNotAllowedError)
    await expect(refused).rejects.toMatchObject({
      message: 'Requested RPC call is not allowed',
      method: 'eth_sign',
      code: undefined,
    })
    expect(events).toEqual([{ type: 'requestRefused', connectorId, method: 'eth_sign' }])
    // The frame was not even loaded.
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it('parameters: an approve method is wrapped in approvalRequested / approvalSettled', async () => {
    const eventsWhenAsked: AdapterEvent[][] = []
    handlers.APP_RPC_REQUEST = () => {
      eventsWhenAsked.push([...events])
      return { payload: '0xhash' }
    }
    const adapter = createAdapter()
    const transaction = { from: address, to: address, value: '0x1' }
    const result = await settle(
      adapter.request!({ connectorId, method: 'eth_sendTransaction', params: [transaction] }),
    )
    expect(result).toBe('0xhash')
    expect(eventsWhenAsked).toEqual([[{ type: 'approvalRequested', connectorId }]])
    expect(events).toEqual([
      { type: 'approvalRequested', connectorId },
      { type: 'approvalSettled', connectorId },
    ])
    expect(sent('APP_RPC_REQUEST')[0]?.payload).toEqual({
      method: 'eth_sendTransaction',
      params: [transaction],
      chainId: 31337,
      chainNamespace: 'eip155',
      rpcUrl: 'http://127.0.0.1:8545',
      // For the approve view's amounts (issue #17).
      nativeSymbol: 'ETH',
    })
  })

  it('behavior: approvalSettled follows a rejected approval too', async () => {
    handlers.APP_RPC_REQUEST = () => ({ error: 'User rejected the request' })
    const adapter = createAdapter()
    const request = settle(
      adapter.request!({ connectorId, method: 'eth_signTypedData_v4', params: [address, '{}'] }),
    )
    await expect(request).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(events).toEqual([
      { type: 'approvalRequested', connectorId },
      { type: 'approvalSettled', connectorId },
    ])
  })

  it('parameters: a safe method goes straight to the frame with no approval events', async () => {
    handlers.APP_RPC_REQUEST = () => ({ payload: '0x2a' })
    const adapter = createAdapter()
    const result = await settle(adapter.request!({ connectorId, method: 'eth_blockNumber' }))
    expect(result).toBe('0x2a')
    expect(events).toEqual([])
    expect(sent('APP_RPC_REQUEST')[0]?.payload).toEqual({
      method: 'eth_blockNumber',
      chainId: 31337,
      chainNamespace: 'eip155',
      rpcUrl: 'http://127.0.0.1:8545',
    })
  })

  it('default: signMessage is personal_sign of the UTF-8 hex, through the approve path', async () => {
    handlers.APP_RPC_REQUEST = () => ({ payload: signature })
    const adapter = createAdapter()
    const result = await settle(adapter.signMessage({ connectorId, address, message: 'Hi ✓' }))
    expect(result).toBe(signature)
    expect(sent('APP_RPC_REQUEST')[0]?.payload).toMatchObject({
      method: 'personal_sign',
      params: ['0x486920e29c93', address],
    })
    expect(events.map((event) => event.type)).toEqual(['approvalRequested', 'approvalSettled'])
  })

  it('behavior: signMessage refuses an answer that is not a signature', async () => {
    handlers.APP_RPC_REQUEST = () => ({ payload: 'not a signature' })
    const adapter = createAdapter()
    await expect(
      settle(adapter.signMessage({ connectorId, address, message: 'Hi' })),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })
})

describe('transfers (issue #17)', () => {
  const hash = `0x${'cd'.repeat(32)}`
  const receiver = '0x00000000000000000000000000000000000000b2'
  const transfer = (): TransferRequest => ({
    connectorId,
    namespace: 'eip155',
    network: localNetwork,
    from: address,
    to: receiver,
    token: { symbol: 'ETH', name: 'Ether', decimals: 18 },
    amount: 10n ** 18n,
  })
  /** The frame on `chainId`, answering eth_sendTransaction with `send`. */
  const frameOn = (chainId: string, send: FrameReply<'APP_RPC_REQUEST'>) => {
    handlers.APP_RPC_REQUEST = (payload) =>
      payload.method === 'eth_chainId' ? { payload: chainId } : send
  }

  it("default: sendTransfer checks the frame's chain, then sends eth_sendTransaction through Approve with the network's symbol", async () => {
    frameOn('0x7a69', { payload: hash })
    const adapter = createAdapter()
    await expect(settle(adapter.transfers!.sendTransfer(transfer()))).resolves.toEqual({ hash })
    expect(sent('APP_RPC_REQUEST').map((message) => message.payload)).toEqual([
      {
        method: 'eth_chainId',
        chainId: 31337,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:8545',
      },
      {
        method: 'eth_sendTransaction',
        // Checksummed (getAddress); the test addresses have one letter each.
        params: [
          {
            from: '0x00000000000000000000000000000000000000A1',
            to: '0x00000000000000000000000000000000000000b2',
            value: '0xde0b6b3a7640000',
            chainId: '0x7a69',
          },
        ],
        chainId: 31337,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:8545',
        nativeSymbol: 'ETH',
      },
    ])
    expect(events).toEqual([
      { type: 'approvalRequested', connectorId },
      { type: 'approvalSettled', connectorId },
    ])
  })

  it('behavior: the visitor rejects in the frame → UserRejectedRequestError', async () => {
    frameOn('0x7a69', { error: 'User rejected the request' })
    const adapter = createAdapter()
    await expect(settle(adapter.transfers!.sendTransfer(transfer()))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('behavior: the frame is on another network → WrongWalletNetworkError, nothing to approve', async () => {
    frameOn('0x7a6a', { payload: hash })
    const adapter = createAdapter()
    await expect(settle(adapter.transfers!.sendTransfer(transfer()))).rejects.toBeInstanceOf(
      WrongWalletNetworkError,
    )
    expect(sent('APP_RPC_REQUEST').map((message) => message.payload.method)).toEqual([
      'eth_chainId',
    ])
    expect(events).toEqual([])
  })

  it('parameters: another connector id is a ConnectorNotFoundError', async () => {
    const adapter = createAdapter()
    await expect(
      adapter.transfers!.sendTransfer({ ...transfer(), connectorId: 'other' }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})

describe('session updates', () => {
  it('behavior: FRAME_SESSION_UPDATE isConnected false after a connect emits sessionEnded and disconnect', async () => {
    handlers.APP_GET_USER = () => ({ payload: { address, chainId: 31337 } })
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId }))
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: false } })
    expect(events).toEqual([
      { type: 'sessionEnded', connectorId },
      { type: 'disconnect', connectorId, namespace: 'eip155' },
    ])
    // Said once: a repeat changes nothing.
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: false } })
    expect(events).toHaveLength(2)
  })

  it("behavior: the server ended the session ('expired') → sessionEnded with the reason, then disconnect", async () => {
    handlers.APP_GET_USER = () => ({ payload: { address, chainId: 31337 } })
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId }))
    double.post({
      type: 'FRAME_SESSION_UPDATE',
      payload: { isConnected: false, reason: 'expired' },
    })
    expect(events).toEqual([
      { type: 'sessionEnded', connectorId, reason: 'expired' },
      { type: 'disconnect', connectorId, namespace: 'eip155' },
    ])
  })

  it("behavior: an expired session found while not connected (a reload) → sessionEnded 'expired' only", async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    const adapter = createAdapter()
    await settle(adapter.reconnect({ connectorId }))
    double.post({
      type: 'FRAME_SESSION_UPDATE',
      payload: { isConnected: false, reason: 'expired' },
    })
    expect(events).toEqual([{ type: 'sessionEnded', connectorId, reason: 'expired' }])
  })

  it('behavior: the update after our own sign-out is not echoed', async () => {
    handlers.APP_GET_USER = () => ({ payload: { address, chainId: 31337 } })
    handlers.APP_SIGN_OUT = () => ({ payload: {} })
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId }))
    await settle(adapter.disconnect({ connectorId }))
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: false } })
    expect(events).toEqual([])
  })
})

describe('auth', () => {
  it('default: each method sends its APP_* request and maps the answer', async () => {
    handlers.APP_CONNECT_EMAIL = () => ({ payload: { action: 'VERIFY_DEVICE' } })
    handlers.APP_CONNECT_DEVICE = () => ({ payload: {} })
    handlers.APP_CONNECT_OTP = () => ({ payload: {} })
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: true } })
    handlers.APP_UPDATE_EMAIL = () => ({ payload: { action: 'VERIFY_PRIMARY_OTP' } })
    handlers.APP_UPDATE_EMAIL_PRIMARY_OTP = () => ({ payload: {} })
    handlers.APP_UPDATE_EMAIL_SECONDARY_OTP = () => ({ payload: { newEmail: 'new@example.com' } })
    handlers.APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS = () => ({
      payload: { smartAccountEnabledNetworks: [31337] },
    })
    handlers.APP_SET_PREFERRED_ACCOUNT = ({ type }) => ({ payload: { type, address } })
    const { auth } = createAdapter()

    expect(await settle(auth.connectEmail({ email: 'ada@example.com' }))).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(await settle(auth.connectDevice())).toBeUndefined()
    expect(await settle(auth.connectOtp({ otp: '123456' }))).toBeUndefined()
    expect(await settle(auth.isConnected())).toBe(true)
    expect(await settle(auth.updateEmail({ email: 'new@example.com' }))).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await settle(auth.updateEmailPrimaryOtp({ otp: '111111' }))).toBeUndefined()
    expect(await settle(auth.updateEmailSecondaryOtp({ otp: '222222' }))).toEqual({
      email: 'new@example.com',
    })
    expect(await settle(auth.getSmartAccountEnabledNetworks())).toEqual([31337])
    expect(await settle(auth.setPreferredAccount('eoa'))).toEqual({ type: 'eoa', address })

    expect(double.requests.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'APP_SYNC_DAPP_DATA', payload: expect.any(Object) },
      { type: 'APP_CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
      { type: 'APP_CONNECT_DEVICE', payload: {} },
      { type: 'APP_CONNECT_OTP', payload: { otp: '123456' } },
      { type: 'APP_IS_CONNECTED', payload: {} },
      { type: 'APP_UPDATE_EMAIL', payload: { email: 'new@example.com' } },
      { type: 'APP_UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { type: 'APP_UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
      { type: 'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: {} },
      { type: 'APP_SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } },
    ])
  })

  it('default: secureSiteOrigin is the origin of secureSiteUrl only', () => {
    const adapter = embeddedWallet({ secureSiteUrl: `${server.url}/wallet/?x=1` })
    expect(adapter.auth.secureSiteOrigin).toBe(server.origin)
  })

  it('default: social sign-in asks the provider address, then connects with the result on the current network', async () => {
    const authorize = 'https://accounts.provider.test/authorize?state=s1'
    const resultUri = `${server.origin}/social-callback.html?state=s1&code=c1`
    handlers.APP_GET_SOCIAL_REDIRECT_URI = () => ({ payload: { uri: authorize } })
    handlers.APP_CONNECT_SOCIAL = ({ chainId }) => ({
      payload: { address, chainId: chainId ?? 1, userName: 'ada', preferredAccountType: 'eoa' },
    })
    const adapter = createAdapter()

    expect(await settle(adapter.auth.getSocialRedirectUri({ provider: 'github' }))).toEqual({
      uri: authorize,
    })
    expect(await settle(adapter.auth.connectSocial({ uri: resultUri }))).toEqual({
      address,
      chainId: 31337,
      userName: 'ada',
      preferredAccountType: 'eoa',
    })
    expect(sent('APP_GET_SOCIAL_REDIRECT_URI').map((message) => message.payload)).toEqual([
      { provider: 'github' },
    ])
    expect(sent('APP_CONNECT_SOCIAL').map((message) => message.payload)).toEqual([
      { uri: resultUri, chainId: 31337 },
    ])
  })

  it('behavior: social sign-in after a network switch connects on that network', async () => {
    handlers.APP_SWITCH_NETWORK = ({ chainId }) => ({ payload: { chainId } })
    handlers.APP_CONNECT_SOCIAL = ({ chainId }) => ({
      payload: { address, chainId: chainId ?? 1, email: 'ada@example.com' },
    })
    const adapter = createAdapter()
    await settle(adapter.switchNetwork({ connectorId, network: localNetwork2 }))
    const user = await settle(adapter.auth.connectSocial({ uri: `${server.origin}/cb?state=s` }))
    expect(user).toEqual({ address, chainId: 31338, email: 'ada@example.com' })
    expect(sent('APP_CONNECT_SOCIAL')[0]?.payload.chainId).toBe(31338)
  })

  it("behavior: the frame's refusal of a social sign-in keeps its message", async () => {
    handlers.APP_GET_SOCIAL_REDIRECT_URI = () => ({ error: 'Social login is not available' })
    handlers.APP_CONNECT_SOCIAL = () => ({ error: 'Failed to connect' })
    const { auth } = createAdapter()
    const redirect = settle(auth.getSocialRedirectUri({ provider: 'google' }))
    await expect(redirect).rejects.toBeInstanceOf(FrameRequestError)
    await expect(redirect).rejects.toThrow('Social login is not available')
    await expect(settle(auth.connectSocial({ uri: `${server.origin}/cb` }))).rejects.toThrow(
      'Failed to connect',
    )
  })

  it('parameters: a provider off the spec §5 list or an over-long result is refused without asking the frame', async () => {
    const { auth } = createAdapter()
    await expect(
      auth.getSocialRedirectUri({ provider: 'farcaster' as 'google' }),
    ).rejects.toBeInstanceOf(InvalidFrameRequestError)
    await expect(
      auth.connectSocial({ uri: `${server.origin}/cb?${'a'.repeat(4096)}` }),
    ).rejects.toBeInstanceOf(InvalidFrameRequestError)
    expect(sent('APP_GET_SOCIAL_REDIRECT_URI')).toEqual([])
    expect(sent('APP_CONNECT_SOCIAL')).toEqual([])
  })

  it("behavior: the frame's rejection keeps its message", async () => {
    handlers.APP_CONNECT_OTP = () => ({ error: 'Invalid code' })
    const { auth } = createAdapter()
    await expect(settle(auth.connectOtp({ otp: '000000' }))).rejects.toThrow('Invalid code')
  })

  it('behavior: abortRequests with no frame loaded resolves without loading it', async () => {
    const { auth } = createAdapter()
    await auth.abortRequests()
    auth.showFrame({ top: 0, left: 0, width: 10, height: 10 })
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it('behavior: abortRequests rejects the request waiting for Approve and tells the frame', async () => {
    handlers.APP_RPC_ABORT = () => ({ payload: {} })
    const adapter = createAdapter()
    // No handler for APP_RPC_REQUEST: the visitor has not pressed anything yet.
    const signing = track(adapter.signMessage({ connectorId, address, message: 'Hi' }))
    await advanceUntil(() => sent('APP_RPC_REQUEST').length > 0)
    await settle(adapter.auth.abortRequests())
    expect(signing.error).toBeInstanceOf(RpcRequestAbortedError)
    expect((signing.error as Error).message).toBe('Request was aborted')
    expect(sent('APP_RPC_ABORT')).toHaveLength(1)
    expect(events.map((event) => event.type)).toEqual(['approvalRequested', 'approvalSettled'])
  })

  it('behavior: showFrame shows the loaded frame over the rect and hides it with undefined', async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: true } })
    const { auth } = createAdapter()
    await settle(auth.isConnected())
    auth.showFrame({ top: 10, left: 20, width: 360, height: 500 })
    const { style } = double.iframe()
    expect(style).toMatchObject({
      top: '10px',
      left: '20px',
      width: '360px',
      visibility: 'visible',
    })
    auth.showFrame(undefined)
    expect(style).toMatchObject({ width: '0px', visibility: 'hidden' })
  })

  it('behavior: a theme synced before the frame loads is sent once it is ready', async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    const { auth } = createAdapter()
    auth.syncTheme({ themeMode: 'dark' })
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    await settle(auth.isConnected())
    expect(sent('APP_SYNC_THEME').map((message) => message.payload)).toEqual([
      { themeMode: 'dark' },
    ])
    auth.syncTheme({ themeMode: 'light' })
    await settle(Promise.resolve())
    expect(sent('APP_SYNC_THEME').map((message) => message.payload)).toEqual([
      { themeMode: 'dark' },
      { themeMode: 'light' },
    ])
  })

  it('behavior: preload loads the frame before any request', async () => {
    const { auth } = createAdapter()
    auth.preload()
    await advanceUntil(() => sent('APP_SYNC_DAPP_DATA').length > 0)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })
})

describe('the page origin (spec §5, issue #15)', () => {
  it("behavior: on a page the kit's check found not allowed no frame is inserted; requests reject", async () => {
    const adapter = createAdapter(async () => false)
    const { auth } = adapter
    auth.preload()
    const email = settle(auth.connectEmail({ email: 'ada@example.com' }))
    await expect(email).rejects.toBeInstanceOf(OriginNotAllowedError)
    await expect(email).rejects.toThrow('Unauthorized: origin not allowed')
    await expect(settle(auth.getSocialRedirectUri({ provider: 'github' }))).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    await expect(settle(adapter.reconnect({ connectorId }))).rejects.toBeInstanceOf(
      OriginNotAllowedError,
    )
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    expect(double.requests).toEqual([])
  })

  it('behavior: the frame loads only once the check allowed the page', async () => {
    let answer: (allowed: boolean | undefined) => void = () => {}
    const check = new Promise<boolean | undefined>((resolve) => {
      answer = resolve
    })
    const { auth } = createAdapter(() => check)
    auth.preload()
    await settle(Promise.resolve())
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    answer(true)
    await advanceUntil(() => sent('APP_SYNC_DAPP_DATA').length > 0)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('behavior: an unknown answer (no project id, server unreachable) loads the frame', async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    const { auth } = createAdapter(async () => undefined)
    await expect(settle(auth.isConnected())).resolves.toBe(false)
  })

  it("behavior: the frame's 'Unauthorized: origin not allowed' keeps its message", async () => {
    handlers.APP_CONNECT_EMAIL = () => ({ error: 'Unauthorized: origin not allowed' })
    const { auth } = createAdapter()
    const email = settle(auth.connectEmail({ email: 'ada@example.com' }))
    await expect(email).rejects.toBeInstanceOf(FrameRequestError)
    await expect(email).rejects.toThrow('Unauthorized: origin not allowed')
  })
})

describe('with core: the e-mail sign-in on a page the project does not allow', () => {
  /** A started config whose server answers the page origin (happy-dom's) is not allowed. */
  function startedConfig(origins: { allowedOrigins: string[]; includeDefaultOrigins?: boolean }) {
    const adapter = embeddedWallet({ secureSiteUrl: server.url, projectId: 'test-project' })
    const config = createConfig({
      projectId: 'test-project',
      networks: [localNetwork],
      adapters: [adapter],
      fetch: async (input) => {
        const { pathname } = new URL(String(input))
        if (pathname === '/projects/v1/origins') return Response.json(origins)
        return Response.json({ features: [] })
      },
    })
    const stopConfig = startConfig(config)
    stop = stopConfig
    return config
  }

  it("default: the kit's check found it → no frame, 'Origin Not Allowed', the view shows the error", async () => {
    const config = startedConfig({
      allowedOrigins: ['https://my.app'],
      includeDefaultOrigins: false,
    })
    await settle(config.internal.originCheck ?? Promise.resolve(undefined))
    config.stores.alerts.setState({ alert: undefined })

    await expect(settle(connectEmail(config, { email: 'ada@example.com' }))).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    expect(double.requests).toEqual([])
    expect(config.stores.auth.getState().start.error).toBe('Unauthorized: origin not allowed')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })

  it("behavior: the frame answers 'Unauthorized: origin not allowed' (its server refused) → the alert", async () => {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    handlers.APP_CONNECT_EMAIL = () => ({ error: 'Unauthorized: origin not allowed' })
    const config = startedConfig({ allowedOrigins: [] })
    await settle(config.internal.originCheck ?? Promise.resolve(undefined))
    expect(config.stores.alerts.getState().alert).toBeUndefined()

    await expect(settle(connectEmail(config, { email: 'ada@example.com' }))).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    expect(sent('APP_CONNECT_EMAIL')).toHaveLength(1)
    expect(config.stores.auth.getState().start.error).toBe('Unauthorized: origin not allowed')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })
})

describe('smart accounts (issue #33; the frame is the double, the real one is in e2e)', () => {
  const smart = '0x00000000000000000000000000000000000000b2'
  /** The frame's rule of the contract: the smart account iff preferred and enabled (31337). */
  function smartAccountFrame(options: { preferred?: 'eoa' | 'smartAccount'; deployed?: boolean }) {
    const frame = {
      preferred: options.preferred ?? 'smartAccount',
      deployed: options.deployed ?? false,
      chainId: 31337,
    }
    const user = () => {
      const enabled = frame.chainId === 31337
      const active = enabled && frame.preferred === 'smartAccount' ? smart : address
      return {
        address: active,
        chainId: frame.chainId,
        email: 'ada@example.com',
        preferredAccountType: frame.preferred,
        accounts: enabled
          ? [
              { address: smart, type: 'smartAccount' as const },
              { address, type: 'eoa' as const },
            ]
          : [{ address, type: 'eoa' as const }],
        smartAccountDeployed: frame.deployed,
      }
    }
    handlers.APP_GET_USER = ({ chainId, preferredAccountType }) => {
      if (typeof chainId === 'number') frame.chainId = chainId
      if (preferredAccountType) frame.preferred = preferredAccountType
      return { payload: user() }
    }
    handlers.APP_SWITCH_NETWORK = ({ chainId }) => {
      frame.chainId = Number(chainId)
      return { payload: { chainId } }
    }
    handlers.APP_SET_PREFERRED_ACCOUNT = ({ type }) => {
      frame.preferred = type
      return { payload: { type, address: user().address } }
    }
    return frame
  }

  it('parameters: preferredAccountType goes with the sign-in (APP_GET_USER); the account in use first, the user in auth', async () => {
    smartAccountFrame({ preferred: 'eoa' })
    const adapter = createAdapter()
    const connection = await settle(
      adapter.connect({ connectorId, network: localNetwork, preferredAccountType: 'smartAccount' }),
    )
    expect(sent('APP_GET_USER')[0]?.payload).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      preferredAccountType: 'smartAccount',
    })
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address: smart, namespace: 'eip155', type: 'smartAccount' }],
      chainId: 31337,
      auth: {
        email: 'ada@example.com',
        preferredAccountType: 'smartAccount',
        accounts: [
          { address: smart, type: 'smartAccount' },
          { address, type: 'eoa' },
        ],
        smartAccountDeployed: false,
      },
    })
  })

  it('parameters: preferredAccountType goes with a social sign-in (APP_CONNECT_SOCIAL)', async () => {
    handlers.APP_CONNECT_SOCIAL = ({ chainId }) => ({
      payload: { address, chainId: chainId ?? 1, preferredAccountType: 'eoa' },
    })
    const adapter = createAdapter()
    const uri = `${server.origin}/social-callback.html?state=s1&code=c1`
    await settle(adapter.auth.connectSocial({ uri, preferredAccountType: 'eoa' }))
    expect(sent('APP_CONNECT_SOCIAL').map((message) => message.payload)).toEqual([
      { uri, chainId: 31337, preferredAccountType: 'eoa' },
    ])
  })

  it('behavior: a network switch → the user asked again; a change of the account in use is reported', async () => {
    smartAccountFrame({})
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId, network: localNetwork }))
    events = []

    await settle(adapter.switchNetwork({ connectorId, network: localNetwork2 }))

    expect(sent('APP_GET_USER').at(-1)?.payload).toEqual({})
    expect(events).toEqual([
      { type: 'chainChanged', connectorId, namespace: 'eip155', chainId: 31338 },
      {
        type: 'accountsChanged',
        connectorId,
        namespace: 'eip155',
        accounts: [{ address, namespace: 'eip155', type: 'eoa' }],
      },
    ])
    events = []
    // The same account: nothing reported.
    await settle(adapter.switchNetwork({ connectorId, network: localNetwork2 }))
    expect(events.map((event) => event.type)).toEqual(['chainChanged'])
  })

  it('behavior: a network switch while signed out asks for no user', async () => {
    smartAccountFrame({})
    const adapter = createAdapter()
    await settle(adapter.switchNetwork({ connectorId, network: localNetwork2 }))
    expect(sent('APP_GET_USER')).toEqual([])
  })

  it('behavior: setPreferredAccount → APP_SET_PREFERRED_ACCOUNT, then the new account reported before it resolves', async () => {
    smartAccountFrame({})
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId, network: localNetwork }))
    events = []

    const answer = await settle(adapter.auth.setPreferredAccount('eoa'))

    expect(answer).toEqual({ type: 'eoa', address })
    expect(double.requests.map((message) => message.type).slice(-2)).toEqual([
      'APP_SET_PREFERRED_ACCOUNT',
      'APP_GET_USER',
    ])
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        namespace: 'eip155',
        accounts: [{ address, namespace: 'eip155', type: 'eoa' }],
      },
    ])
  })

  it("behavior: the frame's refusal of a switch keeps its message, nothing reported", async () => {
    smartAccountFrame({ preferred: 'eoa' })
    handlers.APP_SET_PREFERRED_ACCOUNT = () => ({
      error: 'Smart accounts are not available on this network',
    })
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId, network: localNetwork2 }))
    events = []
    await expect(settle(adapter.auth.setPreferredAccount('smartAccount'))).rejects.toThrow(
      'Smart accounts are not available on this network',
    )
    expect(events).toEqual([])
  })

  it('behavior: reconnect asks the user again with its deployment (what loadAccountType reads)', async () => {
    const frame = smartAccountFrame({})
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: true } })
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId, network: localNetwork }))
    frame.deployed = true

    const connection = await settle(adapter.reconnect({ connectorId }))

    expect(connection?.accounts).toEqual([
      { address: smart, namespace: 'eip155', type: 'smartAccount' },
    ])
    expect(connection?.auth?.smartAccountDeployed).toBe(true)
  })

  it('default: EIP-5792 goes to the frame as it came (wallet_sendCalls through Approve; status and capabilities without)', async () => {
    smartAccountFrame({ deployed: true })
    const answers: Record<string, unknown> = {
      wallet_sendCalls: { id: `0x${'22'.repeat(32)}` },
      wallet_getCallsStatus: { status: 200, atomic: true },
      wallet_getCapabilities: { '0x7a69': { atomic: { status: 'supported' } } },
    }
    handlers.APP_RPC_REQUEST = ({ method }) => ({ payload: answers[method] })
    const adapter = createAdapter()
    await settle(adapter.connect({ connectorId, network: localNetwork }))
    events = []
    const calls = {
      version: '2.0.0',
      chainId: '0x7a69',
      from: smart,
      atomicRequired: true,
      calls: [{ to: address, data: '0x' }],
    }

    expect(
      await settle(adapter.request!({ connectorId, method: 'wallet_sendCalls', params: [calls] })),
    ).toEqual(answers.wallet_sendCalls)
    expect(
      await settle(
        adapter.request!({
          connectorId,
          method: 'wallet_getCallsStatus',
          params: [`0x${'22'.repeat(32)}`],
        }),
      ),
    ).toEqual(answers.wallet_getCallsStatus)
    expect(
      await settle(
        adapter.request!({ connectorId, method: 'wallet_getCapabilities', params: [smart] }),
      ),
    ).toEqual(answers.wallet_getCapabilities)

    expect(sent('APP_RPC_REQUEST').map((message) => message.payload.method)).toEqual([
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
    ])
    expect(sent('APP_RPC_REQUEST')[0]?.payload.params).toEqual([calls])
    // Only the batch needed the visitor's Approve.
    expect(events).toEqual([
      { type: 'approvalRequested', connectorId },
      { type: 'approvalSettled', connectorId },
    ])
  })
})
