import { getByRole } from '@testing-library/dom'
import { toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AuthApi } from '../auth/authApi.ts'
import { createFakeAuthApi, FAKE_OTP } from '../auth/testing/createFakeAuthApi.ts'
import { AuthServerUnavailableError } from '../errors.ts'
import type { ProjectOrigins } from '../origins/projectOrigins.ts'
import type { SmartAccountNetwork } from '../smartAccount/smartAccountServices.ts'
import { bootFrame, FRAME_VERSION } from './bootFrame.ts'

// The frame wired end to end inside one test page: a stand-in window whose parent records what
// the frame posts, and the contract's in-memory stand-in for the auth routes (the real server
// runs in src/handlers/socialHandlers.server.test.ts and the end-to-end tests).

const DAPP = 'http://127.0.0.1:5173'
const SECURE_HOST = 'secure.test:5180'
const SEARCH =
  '?projectId=demo&chainId=31337&version=4&enableLogger=false&rpcUrl=http%3A%2F%2F127.0.0.1%3A9'

interface Posted {
  message: { type: string; id?: string; payload?: unknown }
  targetOrigin: string
}

interface FrameOptions {
  search?: string
  /** The embedding page (default DAPP) and, after it, the pages above it. */
  ancestorOrigins?: string[]
  /** What `window.localStorage` gives; a function that throws stands for blocked storage. */
  localStorage?: () => Storage
  /** What `window.crypto` is (default Node's WebCrypto). */
  crypto?: { subtle?: unknown }
  projects?: Record<string, ProjectOrigins>
  /** Changes the fake server's client (e.g. a server that does not answer). */
  api?: (api: AuthApi) => AuthApi
  /** What `GET /v1/smart-accounts` lists (default none; the route's own test is its file's). */
  smartAccountNetworks?: SmartAccountNetwork[]
}

function frameWindow(options: FrameOptions = {}) {
  const { search = SEARCH, ancestorOrigins = [DAPP] } = options
  const dapp = ancestorOrigins[0] ?? DAPP
  const readStorage = options.localStorage ?? (() => localStorage)
  const events = new EventTarget()
  const posted: Posted[] = []
  const parent = {
    postMessage: (message: Posted['message'], targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  }
  const frame = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    document,
    location: {
      search,
      ancestorOrigins,
      host: SECURE_HOST,
      origin: `http://${SECURE_HOST}`,
    },
    parent,
    get localStorage() {
      return readStorage()
    },
    crypto: 'crypto' in options ? options.crypto : globalThis.crypto,
    self: undefined as unknown,
  }
  frame.self = frame
  let sequence = 0
  /** Sends a request as the dApp would and waits for the frame's answer to it. */
  async function ask(type: string, payload: unknown = {}, from = { origin: dapp, source: parent }) {
    sequence += 1
    const id = `req-${String(sequence).padStart(8, '0')}`
    events.dispatchEvent(
      new MessageEvent('message', {
        data: { type, id, payload },
        origin: from.origin,
        source: from.source as unknown as MessageEventSource,
      }),
    )
    return vi.waitFor(() => {
      const answer = posted.find((entry) => entry.message.id === id)
      if (!answer) throw new Error(`no answer to ${type}`)
      return answer
    })
  }
  return { window: frame as unknown as Window, posted, parent, events, ask }
}

async function start(options: FrameOptions = {}) {
  const root = document.createElement('div')
  document.body.append(root)
  const server = createFakeAuthApi(options.projects ? { projects: options.projects } : {})
  const frame = frameWindow(options)
  const booted = await bootFrame({
    window: frame.window,
    root,
    authApiUrl: 'http://127.0.0.1:9',
    authApi: options.api ? options.api(server.api) : server.api,
    // The embedded wallet's networks as the server would list them with the local chains.
    loadWalletNetworks: async () =>
      new Set([
        'eip155:1',
        'eip155:8453',
        'eip155:31337',
        'eip155:31338',
        'eip155:31339',
        'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
      ]),
    // The server is not there (a refused connection).
    farcasterApi: {
      channel: () => Promise.reject(new AuthServerUnavailableError()),
      connect: () => Promise.reject(new AuthServerUnavailableError()),
    },
    smartAccountServices: () => ({
      networks: async () => options.smartAccountNetworks ?? [],
      bundlerUrl: () => 'http://127.0.0.1:9',
      paymasterUrl: () => 'http://127.0.0.1:9',
    }),
  })
  return { ...frame, root, server, booted }
}

/** The device id the frame keeps (made at the first sign-in). */
function storedDeviceId(): string {
  return JSON.parse(localStorage.getItem('portico.secure-site.v1.deviceId') ?? '""')
}

let stops: (() => void)[] = []

beforeEach(() => {
  localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  document.body.replaceChildren()
  // The theme a test's APP_SYNC_THEME applied: the next file shares this document (the approve
  // view's popup request carries the page's theme, and read 'dark' after this file).
  delete document.documentElement.dataset.theme
  vi.restoreAllMocks()
})

async function started(options?: FrameOptions) {
  const frame = await start(options)
  if (frame.booted.kind === 'listening') stops.push(frame.booted.stop)
  return frame
}

describe('bootFrame', () => {
  test('default: posts FRAME_READY to the dApp origin only, then answers requests', async () => {
    const { posted, ask } = await started()
    expect(posted[0]).toEqual({
      message: { type: 'FRAME_READY', payload: { version: FRAME_VERSION } },
      targetOrigin: DAPP,
    })
    const answer = await ask('APP_GET_CHAIN_ID')
    expect(answer).toEqual({
      message: {
        type: 'FRAME_GET_CHAIN_ID_SUCCESS',
        id: answer.message.id,
        payload: { chainId: 31337 },
      },
      targetOrigin: DAPP,
    })
    expect(posted.every((entry) => entry.targetOrigin === DAPP)).toBe(true)
  })

  test('behavior: the e-mail sign-in, user, connection check and sign-out', async () => {
    const { ask, server } = await started()
    // A new address gets a device-approval link too: the answer says nothing about the address.
    expect((await ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })).message).toMatchObject({
      type: 'FRAME_CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_DEVICE' },
    })
    server.approveDevice('ada@example.com', storedDeviceId())
    expect((await ask('APP_CONNECT_DEVICE')).message.type).toBe('FRAME_CONNECT_DEVICE_SUCCESS')
    expect((await ask('APP_CONNECT_OTP', { otp: 'wrong' })).message).toMatchObject({
      type: 'FRAME_CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    expect((await ask('APP_CONNECT_OTP', { otp: FAKE_OTP })).message.type).toBe(
      'FRAME_CONNECT_OTP_SUCCESS',
    )
    const user = (await ask('APP_GET_USER', {})).message
    const address = (user.payload as { address: string }).address
    expect(user).toMatchObject({
      type: 'FRAME_GET_USER_SUCCESS',
      payload: {
        email: 'ada@example.com',
        chainId: 31337,
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      },
    })
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await ask('APP_IS_CONNECTED')).message.payload).toEqual({ isConnected: true })
    // This server lists no smart-account network: the switch is refused, the EOA stays.
    expect(
      (await ask('APP_SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).message,
    ).toMatchObject({
      type: 'FRAME_SET_PREFERRED_ACCOUNT_ERROR',
      payload: { message: 'Smart accounts are not available on this network' },
    })
    expect((await ask('APP_SET_PREFERRED_ACCOUNT', { type: 'eoa' })).message.payload).toEqual({
      type: 'eoa',
      address,
    })
    expect((await ask('APP_SIGN_OUT')).message.type).toBe('FRAME_SIGN_OUT_SUCCESS')
    expect((await ask('APP_GET_USER', {})).message).toMatchObject({
      type: 'FRAME_GET_USER_ERROR',
      payload: { message: 'Not connected to email or social' },
    })
    expect((await ask('APP_IS_CONNECTED')).message.payload).toEqual({ isConnected: false })
  })

  test('behavior: the social sign-in through the message channel answers the user with its name', async () => {
    const { ask, server } = await started()
    const redirect = (await ask('APP_GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).message
    expect(redirect.type).toBe('FRAME_GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const { uri } = redirect.payload as { uri: string }
    const resultUri = server.signInAtProvider(uri, {
      subject: 'octo-1',
      email: 'octo@example.com',
      userName: 'octocat',
    })
    const connected = (await ask('APP_CONNECT_SOCIAL', { uri: resultUri, chainId: 31337 })).message
    expect(connected).toMatchObject({
      type: 'FRAME_CONNECT_SOCIAL_SUCCESS',
      payload: {
        email: 'octo@example.com',
        chainId: 31337,
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        userName: 'octocat',
      },
    })
    expect((await ask('APP_GET_USER', {})).message.payload).toEqual(connected.payload)
  })

  test.each([
    ['APP_CONNECT_SOCIAL', { uri: 'http://127.0.0.1/cb' }, 'Failed to connect'],
    [
      'APP_GET_SOCIAL_REDIRECT_URI',
      { provider: 'apple' },
      'Social login is not available on this server',
    ],
    // The server is not there; no sign-in was started for the connect.
    ['APP_GET_FARCASTER_URI', {}, 'Failed to connect to farcaster'],
    ['APP_CONNECT_FARCASTER', {}, 'Failed to connect to farcaster'],
    ['APP_INIT_SMART_ACCOUNT', {}, 'Smart accounts are not available on this network'],
    ['APP_RPC_REQUEST', { method: 'eth_sign', params: [] }, 'RPC method not allowed'],
  ])('request: %s answers an error', async (type, payload, message) => {
    const { ask } = await started()
    const answer = (await ask(type, payload)).message
    expect(answer.type).toMatch(/_ERROR$/)
    expect(answer.payload).toEqual({ message })
  })

  test('request: smart-account networks are none; switching keeps the chain id', async () => {
    const { ask } = await started()
    expect((await ask('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS')).message.payload).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect((await ask('APP_SWITCH_NETWORK', { chainId: 8453 })).message.payload).toEqual({
      chainId: 8453,
    })
    expect((await ask('APP_GET_CHAIN_ID')).message.payload).toEqual({ chainId: 8453 })
    expect((await ask('APP_RPC_REQUEST', { method: 'eth_chainId' })).message.payload).toBe('0x2105')
  })

  test('behavior: messages from another origin or window get no answer and a warning', async () => {
    const { ask, posted } = await started()
    const fromElsewhere = ask(
      'APP_GET_CHAIN_ID',
      {},
      { origin: 'http://evil.test', source: {} as never },
    )
    await expect(fromElsewhere).rejects.toThrow('no answer')
    expect(posted).toHaveLength(1)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.test'))
  })

  test('behavior: an approval shows the dApp name and theme; APP_RPC_ABORT rejects it', async () => {
    const { ask, root, server } = await started()
    await ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
    server.approveDevice('ada@example.com', storedDeviceId())
    await ask('APP_CONNECT_OTP', { otp: FAKE_OTP })
    const { address } = (await ask('APP_GET_USER', {})).message.payload as { address: string }
    await ask('APP_SYNC_THEME', { themeMode: 'dark' })
    await ask('APP_SYNC_DAPP_DATA', {
      projectId: 'demo',
      sdkVersion: '1.7.16',
      sdkType: 'portico',
      metadata: { name: 'Portico Demo', url: DAPP, icons: ['http://127.0.0.1:5173/icon.png'] },
    })
    expect(document.documentElement.dataset.theme).toBe('dark')

    const signing = ask('APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('Hi'), address],
    })
    await vi.waitFor(() => getByRole(root, 'button', { name: 'Approve' }))
    expect(root.querySelector('.approve__dapp')?.textContent).toBe('Portico Demo')
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('.message')?.textContent).toBe('Hi')

    await ask('APP_RPC_ABORT')
    expect((await signing).message).toMatchObject({
      type: 'FRAME_RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted' },
    })
    expect(root.hidden).toBe(true)
  })

  test('behavior: opened outside an iframe it explains itself', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    await expect(bootFrame({ window, root, authApiUrl: 'http://127.0.0.1:9' })).resolves.toEqual({
      kind: 'standalone',
    })
    expect(root.textContent).toContain(
      'This page is the Portico embedded wallet; it runs inside a site.',
    )
  })

  test('behavior: bad parameters show nothing, post nothing, and log why', async () => {
    const { booted, posted, root } = await start({ search: '?projectId=demo&chainId=zero%20zero' })
    expect(booted.kind).toBe('refused')
    expect(posted).toHaveLength(0)
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('not starting'))
  })
})

describe('bootFrame: who may embed it (issue #15)', () => {
  async function expectRefused(options: FrameOptions, reason: string) {
    const { booted, posted, root, server } = await start(options)
    expect(booted).toEqual({ kind: 'refused', reason })
    expect(posted).toHaveLength(0)
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
    expect(console.error).toHaveBeenCalledWith(`[portico secure-site] not starting: ${reason}`)
    expect(server.calls.startEmail).toBeUndefined()
  }

  test('behavior: a parent origin the project does not allow gets nothing', async () => {
    await expectRefused(
      { ancestorOrigins: ['https://evil.example'] },
      'https://evil.example is not an allowed origin of project demo',
    )
  })

  test('behavior: an allowed parent framed by a page the project does not allow gets nothing', async () => {
    await expectRefused(
      { ancestorOrigins: [DAPP, 'https://evil.example'] },
      'https://evil.example is not an allowed origin of project demo',
    )
  })

  test('behavior: an unknown project gets nothing', async () => {
    await expectRefused(
      { search: '?projectId=nope&chainId=31337' },
      'the server does not know project nope',
    )
  })

  test('behavior: no answer from the server fails closed', async () => {
    await expectRefused(
      {
        api: (api) => ({
          ...api,
          getProjectOrigins: async () => ({ kind: 'unavailable', reason: 'connection refused' }),
        }),
      },
      'the allowed origins of project demo could not be read (connection refused)',
    )
  })

  test('parameters: a project without the spec §6 defaults does not allow 127.0.0.1', async () => {
    await expectRefused(
      {
        projects: {
          demo: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: false },
        },
      },
      'http://127.0.0.1:5173 is not an allowed origin of project demo',
    )
  })

  test('parameters: a project listing the parent and its ancestors starts', async () => {
    const { booted, posted } = await started({
      ancestorOrigins: ['https://shop.example', 'https://portal.example'],
      projects: {
        demo: {
          allowedOrigins: ['https://shop.example', 'https://*.example'],
          includeDefaultOrigins: false,
        },
      },
    })
    expect(booted.kind).toBe('listening')
    expect(posted[0]?.message.type).toBe('FRAME_READY')
  })

  test('error: a sign-in the server refuses for the origin answers its message', async () => {
    // The list changed on the server after the frame loaded.
    const { ask } = await started({
      api: (api) => ({
        ...api,
        startEmail: async () => {
          const { AuthApiError } = await import('../errors.ts')
          throw new AuthApiError('Unauthorized: origin not allowed', {
            status: 403,
            code: 'ORIGIN_NOT_ALLOWED',
          })
        },
      }),
    })
    expect((await ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })).message).toMatchObject({
      type: 'FRAME_CONNECT_EMAIL_ERROR',
      payload: { message: 'Unauthorized: origin not allowed' },
    })
  })
})

describe('bootFrame: where sign-in cannot work (issue #15)', () => {
  const STORAGE_BLOCKED = `This browser blocks the storage the embedded wallet needs (third-party storage is blocked for ${SECURE_HOST})`
  const SIGN_IN_REQUESTS: [string, unknown][] = [
    ['APP_CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['APP_CONNECT_DEVICE', {}],
    ['APP_CONNECT_OTP', { otp: FAKE_OTP }],
    ['APP_GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
    ['APP_CONNECT_SOCIAL', { uri: 'http://secure-site.test/social-callback.html?code=x&state=y' }],
  ]

  async function expectSignInRefused(options: FrameOptions, message: string) {
    const { ask, posted, server } = await started(options)
    expect(posted[0]?.message.type).toBe('FRAME_READY')
    for (const [type, payload] of SIGN_IN_REQUESTS) {
      const answer = (await ask(type, payload)).message
      expect(answer.type).toBe(`${type.replace(/^APP_/, 'FRAME_')}_ERROR`)
      expect(answer.payload).toEqual({ message })
    }
    // Nothing reached the server: no code, no social request spent.
    expect(server.calls).toEqual({ getProjectOrigins: 1 })
    // The rest still answers.
    expect((await ask('APP_GET_CHAIN_ID')).message.payload).toEqual({ chainId: 31337 })
    expect((await ask('APP_IS_CONNECTED')).message.payload).toEqual({ isConnected: false })
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('sign-in is refused here'))
  }

  test('behavior: localStorage that throws (third-party storage blocked)', async () => {
    await expectSignInRefused(
      {
        localStorage: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError')
        },
      },
      STORAGE_BLOCKED,
    )
  })

  test('behavior: localStorage whose writes fail', async () => {
    const refusing = {
      getItem: () => null,
      setItem() {
        throw new DOMException('blocked', 'SecurityError')
      },
      removeItem() {},
    } as unknown as Storage
    await expectSignInRefused({ localStorage: () => refusing }, STORAGE_BLOCKED)
  })

  test('behavior: localStorage that forgets what is written', async () => {
    const forgetting = { getItem: () => null, setItem() {}, removeItem() {} } as unknown as Storage
    await expectSignInRefused({ localStorage: () => forgetting }, STORAGE_BLOCKED)
  })

  test('behavior: no WebCrypto (an http dApp page that is not loopback)', async () => {
    await expectSignInRefused(
      { ancestorOrigins: ['http://192.168.1.20:3000'], crypto: {} },
      'The embedded wallet needs a secure page (https or localhost); http://192.168.1.20:3000 is not one',
    )
  })

  test('behavior: no crypto object at all', async () => {
    await expectSignInRefused(
      { ancestorOrigins: ['http://192.168.1.20:3000'], crypto: undefined as never },
      'The embedded wallet needs a secure page (https or localhost); http://192.168.1.20:3000 is not one',
    )
  })
})

describe('bootFrame: smart accounts (issue #33), rules that need no chain', () => {
  // The project lists 31337 (sponsored) and 31338 (not); the frame boots on 31339, which it
  // does not list. What needs the account's address on the chain is in smartAccount/*.anvil.test.ts.
  const NETWORKS: SmartAccountNetwork[] = [
    {
      chainId: 31337,
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      entryPointVersion: '0.8',
      accountFactory: '0x1111111111111111111111111111111111111111',
      sponsored: true,
    },
    {
      chainId: 31338,
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      entryPointVersion: '0.8',
      accountFactory: '0x1111111111111111111111111111111111111111',
      sponsored: false,
    },
  ]
  const OFF_CHAIN_SEARCH = SEARCH.replace('chainId=31337', 'chainId=31339')
  const PREFERRED_KEY = `portico.secure-site.v1.preferredAccountTypes:${DAPP}`

  async function signedIn(options: FrameOptions = {}) {
    const frame = await started({
      search: OFF_CHAIN_SEARCH,
      smartAccountNetworks: NETWORKS,
      ...options,
    })
    await frame.ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
    frame.server.approveDevice('ada@example.com', storedDeviceId())
    await frame.ask('APP_CONNECT_DEVICE')
    await frame.ask('APP_CONNECT_OTP', { otp: FAKE_OTP })
    return frame
  }

  test('behavior: on a Solana network the user is the Solana account (base58, eoa); chains off the list are refused', async () => {
    const { ask, server } = await signedIn()
    const network = 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo'
    expect((await ask('APP_SWITCH_NETWORK', { chainId: network })).message.payload).toEqual({
      chainId: network,
    })
    expect((await ask('APP_GET_CHAIN_ID')).message.payload).toEqual({ chainId: network })
    const user = (await ask('APP_GET_USER', {})).message.payload as { address: string }
    expect(user).toEqual({
      email: 'ada@example.com',
      address: user.address,
      chainId: network,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(user.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect([...server.users.values()][0]?.solanaKey?.address).toBe(user.address)
    // The same account again, and the EVM account back on an EVM chain.
    expect((await ask('APP_GET_USER', { chainId: network })).message.payload).toEqual(user)
    const evm = (await ask('APP_GET_USER', { chainId: 31339 })).message.payload
    expect(evm).toMatchObject({ chainId: 31339, address: expect.stringMatching(/^0x/) })
    for (const [type, payload] of [
      ['APP_SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
      ['APP_GET_USER', { chainId: 424242 }],
      ['APP_RPC_REQUEST', { method: 'eth_chainId', chainId: 424242 }],
    ] as const) {
      const answer = (await ask(type, payload)).message
      expect(answer.type).toMatch(/_ERROR$/)
      expect((answer.payload as { message: string }).message).toMatch(
        /^Chain (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp|424242) is not supported by this wallet$/,
      )
    }
    expect((await ask('APP_GET_CHAIN_ID')).message.payload).toEqual({ chainId: 31339 })
  })

  test('request: APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS answers the chain ids the server lists', async () => {
    const { ask } = await started({ smartAccountNetworks: NETWORKS })
    expect((await ask('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS')).message).toMatchObject({
      type: 'FRAME_GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      payload: { smartAccountEnabledNetworks: [31337, 31338] },
    })
  })

  test('behavior: on a chain the server does not list, smartAccount is refused and nothing is kept', async () => {
    const { ask } = await signedIn()
    for (const type of ['APP_SET_PREFERRED_ACCOUNT', 'APP_INIT_SMART_ACCOUNT']) {
      const answer = (
        await ask(type, type === 'APP_INIT_SMART_ACCOUNT' ? {} : { type: 'smartAccount' })
      ).message
      expect(answer).toMatchObject({
        type: type.replace('APP_', 'FRAME_').concat('_ERROR'),
        payload: { message: 'Smart accounts are not available on this network' },
      })
    }
    expect(localStorage.getItem(PREFERRED_KEY)).toBeNull()
    const user = (await ask('APP_GET_USER', {})).message.payload as { address: string }
    expect(user).toMatchObject({
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })

  test('behavior: preferredAccountType on APP_GET_USER is kept per dApp; the EOA answers where smart accounts are off', async () => {
    const { ask } = await signedIn()
    const user = (await ask('APP_GET_USER', { preferredAccountType: 'smartAccount' })).message
      .payload as { address: string }
    // Chain 31339 has no smart accounts: the account in effect is the EOA; the choice is kept.
    expect(user).toMatchObject({
      chainId: 31339,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(JSON.parse(localStorage.getItem(PREFERRED_KEY) ?? 'null')).toEqual({
      eip155: 'smartAccount',
    })
    expect((await ask('APP_RPC_REQUEST', { method: 'eth_accounts' })).message.payload).toEqual([
      user.address,
    ])
    // Back to eoa: allowed anywhere, answered with the EOA.
    expect((await ask('APP_SET_PREFERRED_ACCOUNT', { type: 'eoa' })).message.payload).toEqual({
      type: 'eoa',
      address: user.address,
    })
    expect(JSON.parse(localStorage.getItem(PREFERRED_KEY) ?? 'null')).toEqual({ eip155: 'eoa' })
  })

  test('behavior: the kept preference is honoured by the next frame of the same dApp, not another', async () => {
    const first = await signedIn()
    await first.ask('APP_GET_USER', { preferredAccountType: 'smartAccount' })
    // A reload of the same dApp's frame (same server, same storage): still signed in, same choice.
    const again = await started({
      search: OFF_CHAIN_SEARCH,
      smartAccountNetworks: NETWORKS,
      api: () => first.server.api,
    })
    const capabilities = { method: 'wallet_getCapabilities', chainId: '0x7a69' }
    expect((await again.ask('APP_IS_CONNECTED')).message.payload).toEqual({ isConnected: true })
    expect((await again.ask('APP_RPC_REQUEST', capabilities)).message.payload).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    // Another dApp origin signs in on its own and has its own (unset) preference.
    const other = await signedIn({ ancestorOrigins: ['http://dapp-b.test'] })
    expect((await other.ask('APP_RPC_REQUEST', capabilities)).message.payload).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  test.each([
    ['eoa preferred, listed chain', 'eoa', '0x7a69', { atomic: { status: 'unsupported' } }],
    [
      'smartAccount preferred, sponsored chain',
      'smartAccount',
      '0x7a69',
      { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    ],
    [
      'smartAccount preferred, chain without sponsorship',
      'smartAccount',
      '0x7a6a',
      { atomic: { status: 'supported' }, paymasterService: { supported: false } },
    ],
    [
      'smartAccount preferred, chain not listed',
      'smartAccount',
      '0x7a6b',
      { atomic: { status: 'unsupported' } },
    ],
  ])('request: wallet_getCapabilities, %s', async (_, preferred, chainId, capabilities) => {
    const { ask } = await signedIn()
    await ask('APP_GET_USER', { preferredAccountType: preferred })
    expect(
      (await ask('APP_RPC_REQUEST', { method: 'wallet_getCapabilities', chainId })).message.payload,
    ).toEqual({ [chainId]: capabilities })
  })
})

describe('bootFrame: the kit’s language (issue #30)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang')
    document.documentElement.removeAttribute('dir')
  })

  /** Signs in and asks for a signature: the approve view is then on show. */
  async function approveViewShown(frame: Awaited<ReturnType<typeof started>>) {
    const { ask, server, root } = frame
    await ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
    server.approveDevice('ada@example.com', storedDeviceId())
    await ask('APP_CONNECT_OTP', { otp: FAKE_OTP })
    const { address } = (await ask('APP_GET_USER', {})).message.payload as { address: string }
    // Sent without waiting for its answer: it waits for the visitor.
    frame.events.dispatchEvent(
      new MessageEvent('message', {
        data: {
          type: 'APP_RPC_REQUEST',
          id: 'sign-request',
          payload: { method: 'personal_sign', params: [toHex('Hi'), address] },
        },
        origin: DAPP,
        source: frame.parent as unknown as MessageEventSource,
      }),
    )
    await vi.waitFor(() => {
      if (!root.querySelector('[data-testid="approve-transaction-approve"]'))
        throw new Error('no approve view')
    })
    return { address }
  }

  const panelOf = (root: HTMLElement) => root.querySelector('main.approve') as HTMLElement

  test('parameters: locale=ar in the frame URL shows the approve view in Arabic, right to left, the address left to right', async () => {
    const frame = await started({ search: `${SEARCH}&locale=ar` })
    const { address } = await approveViewShown(frame)
    const panel = panelOf(frame.root)
    expect([panel.lang, panel.dir]).toEqual(['ar', 'rtl'])
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
    expect(getByRole(frame.root, 'button', { name: 'موافقة' })).toBeTruthy()
    expect(getByRole(frame.root, 'button', { name: 'رفض' })).toBeTruthy()
    expect(panel.querySelector('.approve__title')?.textContent).toBe('توقيع رسالة')
    const shownAddress = [...panel.querySelectorAll('.address')].find(
      (element) => element.textContent === address,
    )
    expect(shownAddress?.getAttribute('dir')).toBe('ltr')
  })

  test('behavior: APP_SYNC_LOCALE changes the language of the request on show, and back', async () => {
    const frame = await started()
    await approveViewShown(frame)
    expect(getByRole(frame.root, 'button', { name: 'Approve' })).toBeTruthy()
    expect((await frame.ask('APP_SYNC_LOCALE', { locale: 'ja' })).message.type).toBe(
      'FRAME_SYNC_LOCALE_SUCCESS',
    )
    expect(getByRole(frame.root, 'button', { name: '承認' })).toBeTruthy()
    expect(panelOf(frame.root).lang).toBe('ja')
    await frame.ask('APP_SYNC_LOCALE', { locale: 'en' })
    expect(getByRole(frame.root, 'button', { name: 'Approve' })).toBeTruthy()
    expect(panelOf(frame.root).lang).toBe('en')
  })

  // A hostile page chooses the frame URL and every message: whatever it sends as a locale, only
  // a known tag is ever used, and none of its text reaches the view, `lang` or `dir`.
  const HOSTILE_LOCALES = [
    'ar"><img src=x onerror=alert(1)>',
    '__proto__',
    'constructor',
    'toString',
    'AR',
    'ar-EG',
    'en\u202e',
    '../compiled/ar',
    'Approve everything',
    '',
  ]

  test.each(HOSTILE_LOCALES)('hostile: locale=%j in the frame URL is English', async (locale) => {
    const frame = await started({ search: `${SEARCH}&locale=${encodeURIComponent(locale)}` })
    await approveViewShown(frame)
    const panel = panelOf(frame.root)
    expect([panel.lang, panel.dir, document.documentElement.lang]).toEqual(['en', 'ltr', 'en'])
    expect(getByRole(frame.root, 'button', { name: 'Approve' })).toBeTruthy()
    expect(frame.root.querySelector('img')).toBeNull()
    if (locale) expect(frame.root.textContent).not.toContain(locale)
  })

  test('hostile: a locale given twice is English', async () => {
    const frame = await started({ search: `${SEARCH}&locale=ar&locale=ja` })
    await approveViewShown(frame)
    expect(panelOf(frame.root).lang).toBe('en')
  })

  test('hostile: APP_SYNC_LOCALE with any other string is English; a non-string is dropped', async () => {
    const frame = await started({ search: `${SEARCH}&locale=de` })
    await approveViewShown(frame)
    expect(panelOf(frame.root).lang).toBe('de')
    for (const locale of HOSTILE_LOCALES) {
      expect((await frame.ask('APP_SYNC_LOCALE', { locale })).message.type).toBe(
        'FRAME_SYNC_LOCALE_SUCCESS',
      )
      const panel = panelOf(frame.root)
      expect([panel.lang, panel.dir, document.documentElement.lang]).toEqual(['en', 'ltr', 'en'])
      expect(frame.root.querySelector('img')).toBeNull()
      if (locale) expect(frame.root.textContent).not.toContain(locale)
      await frame.ask('APP_SYNC_LOCALE', { locale: 'de' })
    }
    // Not a string, or longer than any tag: the protocol drops the message (with a warning).
    for (const [index, locale] of [{ toString: 'ar' }, ['ar'], 7, 'a'.repeat(65)].entries())
      frame.events.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'APP_SYNC_LOCALE', id: `bad-locale-${index}`, payload: { locale } },
          origin: DAPP,
          source: frame.parent as unknown as MessageEventSource,
        }),
      )
    await frame.ask('APP_GET_CHAIN_ID')
    expect(frame.posted.some((entry) => entry.message.id?.startsWith('bad-locale'))).toBe(false)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('ignored a malformed message: APP_SYNC_LOCALE'),
    )
    expect(panelOf(frame.root).lang).toBe('de')
  })

  test('behavior: opened outside an iframe it explains itself in the browser’s language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en'])
    const root = document.createElement('div')
    document.body.append(root)
    await bootFrame({ window, root, authApiUrl: 'http://127.0.0.1:9' })
    expect(root.querySelector('h1')?.textContent).toBe('Portefeuille intégré Portico')
    expect(document.documentElement.lang).toBe('fr')
  })
})
