import { getByRole } from '@testing-library/dom'
import { toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeAuthApi, FAKE_OTP } from '../auth/testing/createFakeAuthApi.ts'
import { bootFrame, FRAME_VERSION } from './bootFrame.ts'

// The frame wired end to end inside one test page: a stand-in window whose parent records what
// the frame posts, and the contract's in-memory stand-in for the auth routes (the real server
// runs in src/handlers/socialHandlers.server.test.ts and the end-to-end tests).

const DAPP = 'http://127.0.0.1:5173'
const SEARCH =
  '?projectId=demo&chainId=31337&version=4&enableLogger=false&rpcUrl=http%3A%2F%2F127.0.0.1%3A9'

interface Posted {
  message: { type: string; id?: string; payload?: unknown }
  targetOrigin: string
}

function frameWindow(search = SEARCH) {
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
    location: { search, ancestorOrigins: [DAPP] },
    parent,
    localStorage,
    self: undefined as unknown,
  }
  frame.self = frame
  let sequence = 0
  /** Sends a request as the dApp would and waits for the frame's answer to it. */
  async function ask(type: string, payload: unknown = {}, from = { origin: DAPP, source: parent }) {
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

function start(search?: string) {
  const root = document.createElement('div')
  document.body.append(root)
  const server = createFakeAuthApi()
  const frame = frameWindow(search)
  const booted = bootFrame({
    window: frame.window,
    root,
    authApiUrl: 'http://127.0.0.1:9',
    authApi: server.api,
  })
  return { ...frame, root, server, booted }
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
  vi.restoreAllMocks()
})

function started(search?: string) {
  const frame = start(search)
  if (frame.booted.kind === 'listening') stops.push(frame.booted.stop)
  return frame
}

describe('bootFrame', () => {
  test('default: posts FRAME_READY to the dApp origin only, then answers requests', async () => {
    const { posted, ask } = started()
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
    const { ask } = started()
    expect((await ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })).message).toMatchObject({
      type: 'FRAME_CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
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
    expect(
      (await ask('APP_SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).message.payload,
    ).toEqual({
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
    const { ask, server } = started()
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
    [
      'APP_GET_FARCASTER_URI',
      {},
      'Farcaster sign-in is not available: it needs the Farcaster relay network',
    ],
    [
      'APP_CONNECT_FARCASTER',
      {},
      'Farcaster sign-in is not available: it needs the Farcaster relay network',
    ],
    ['APP_INIT_SMART_ACCOUNT', {}, 'Smart accounts are not available'],
    ['APP_RPC_REQUEST', { method: 'eth_sign', params: [] }, 'RPC method not allowed'],
  ])('request: %s answers an error', async (type, payload, message) => {
    const { ask } = started()
    const answer = (await ask(type, payload)).message
    expect(answer.type).toMatch(/_ERROR$/)
    expect(answer.payload).toEqual({ message })
  })

  test('request: smart-account networks are none; switching keeps the chain id', async () => {
    const { ask } = started()
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
    const { ask, posted } = started()
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
    const { ask, root } = started()
    await ask('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
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

  test('behavior: opened outside an iframe it explains itself', () => {
    const root = document.createElement('div')
    document.body.append(root)
    expect(bootFrame({ window, root, authApiUrl: 'http://127.0.0.1:9' })).toEqual({
      kind: 'standalone',
    })
    expect(root.textContent).toContain(
      'This page is the Portico embedded wallet; it runs inside a site.',
    )
  })

  test('behavior: bad parameters show nothing, post nothing, and log why', () => {
    const { booted, posted, root } = start('?projectId=demo&chainId=zero%20zero')
    expect(booted.kind).toBe('refused')
    expect(posted).toHaveLength(0)
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('not starting'))
  })
})
