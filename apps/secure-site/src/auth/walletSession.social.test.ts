import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AuthApiError } from '../errors.ts'
import { createLogger } from '../frame/logger.ts'
import { createFrameStorage, type FrameStorage } from './frameStorage.ts'
import { createFakeAuthApi, FAKE_OTP } from './testing/createFakeAuthApi.ts'
import { createWalletSession } from './walletSession.ts'

// The session's social sign-in against the in-memory stand-in of the auth contract; the real
// server and provider run in src/handlers/socialHandlers.server.test.ts.
const DAPP = 'http://dapp-a.test'

function browser(): FrameStorage {
  return createFrameStorage(createMemoryStorage(), createLogger(false))
}

function open(server: ReturnType<typeof createFakeAuthApi>, storage: FrameStorage) {
  return createWalletSession({
    api: server.api,
    storage,
    origin: DAPP,
    projectId: 'demo',
    logger: createLogger(false),
  })
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createWalletSession: social sign-in', () => {
  test('default: start then connect keeps the session, makes the key and the user name', async () => {
    const server = createFakeAuthApi()
    const storage = browser()
    const session = open(server, storage)
    const { uri } = await session.startSocial('google')
    const resultUri = server.signInAtProvider(uri, {
      subject: 'g-1',
      email: 'ada@example.com',
      userName: 'ada',
    })
    await session.connectSocial(resultUri)
    expect(server.calls.putKey).toBe(1)
    const user = await session.getUser()
    expect(user).toEqual({ email: 'ada@example.com', address: expect.any(String), userName: 'ada' })
    expect(storage.readSession(DAPP)).toMatchObject({
      email: 'ada@example.com',
      address: user.address,
      userName: 'ada',
      socialProvider: 'google',
    })

    // A reload reads it back and unlocks the same key.
    const reloaded = open(server, storage)
    expect(await reloaded.isConnected()).toBe(true)
    expect(await reloaded.getUser()).toEqual(user)
  })

  test('parameters: an unverified e-mail signs in without one', async () => {
    const server = createFakeAuthApi()
    const session = open(server, browser())
    const { uri } = await session.startSocial('github')
    await session.connectSocial(
      server.signInAtProvider(uri, {
        subject: 'gh-7',
        email: 'x@example.com',
        emailVerified: false,
      }),
    )
    expect(await session.getUser()).toMatchObject({ email: null, userName: 'gh-7' })
  })

  test('behavior: the social user is the e-mail user when the provider verified that e-mail', async () => {
    const server = createFakeAuthApi()
    const laptop = browser()
    const byEmail = open(server, laptop)
    await byEmail.connectEmail('ada@example.com')
    server.approveDevice('ada@example.com', laptop.deviceId())
    await byEmail.connectOtp(FAKE_OTP)
    const { address } = await byEmail.getUser()

    const bySocial = open(server, browser())
    const { uri } = await bySocial.startSocial('google')
    await bySocial.connectSocial(
      server.signInAtProvider(uri, { subject: 'g-2', email: 'ada@example.com' }),
    )
    expect((await bySocial.getUser()).address).toBe(address)
  })

  test('behavior: the flow id stays in memory; a newer start replaces it', async () => {
    const server = createFakeAuthApi()
    const storage = browser()
    const session = open(server, storage)
    const first = await session.startSocial('google')
    const second = await session.startSocial('google')
    expect(JSON.stringify(storage.readSession(DAPP) ?? {})).not.toContain('flow')
    const firstResult = server.signInAtProvider(first.uri, { subject: 'g-3' })
    await expect(session.connectSocial(firstResult)).rejects.toMatchObject({
      name: 'SocialConnectFailedError',
      message: 'Failed to connect',
      details: 'SOCIAL_REQUEST_INVALID: Sign-in request expired or already used',
    })
    // One try per start: the second start is gone too.
    await expect(
      session.connectSocial(server.signInAtProvider(second.uri, { subject: 'g-3' })),
    ).rejects.toMatchObject({ details: 'no social sign-in started in this frame' })
    expect(session.hasSession()).toBe(false)
  })

  test('error: connect without a start is "Failed to connect" and asks no server', async () => {
    const server = createFakeAuthApi()
    const session = open(server, browser())
    await expect(session.connectSocial('http://secure-site.test/x')).rejects.toMatchObject({
      message: 'Failed to connect',
    })
    expect(server.calls.connectSocial).toBeUndefined()
  })

  test('error: an unconfigured provider is "Social login is not available on this server"', async () => {
    const server = createFakeAuthApi()
    const session = open(server, browser())
    await expect(session.startSocial('apple')).rejects.toMatchObject({
      name: 'SocialLoginUnavailableError',
      message: 'Social login is not available on this server',
    })
  })

  test('error: a rate-limited start keeps the server’s message; other failures are spec §8’s', async () => {
    const server = createFakeAuthApi()
    const session = open(server, browser())
    vi.spyOn(server.api, 'startSocial').mockRejectedValueOnce(
      new AuthApiError('Please try again after 12 seconds', {
        status: 429,
        code: 'RATE_LIMITED',
        retryAfterSeconds: 12,
      }),
    )
    await expect(session.startSocial('google')).rejects.toMatchObject({
      message: 'Please try again after 12 seconds',
    })
    // A 502 from a provider that is down (a fault the fake cannot cause by itself).
    vi.spyOn(server.api, 'startSocial').mockRejectedValueOnce(
      new AuthApiError('Could not reach the sign-in provider', {
        status: 502,
        code: 'UPSTREAM_ERROR',
      }),
    )
    await expect(session.startSocial('google')).rejects.toMatchObject({
      name: 'SocialStartFailedError',
      message: 'Failed to initiate social connection',
      details: 'UPSTREAM_ERROR: Could not reach the sign-in provider',
    })
  })

  test('behavior: sign-out forgets a started social sign-in too', async () => {
    const server = createFakeAuthApi()
    const session = open(server, browser())
    const { uri } = await session.startSocial('google')
    await session.signOut()
    await expect(
      session.connectSocial(server.signInAtProvider(uri, { subject: 'g-9' })),
    ).rejects.toMatchObject({ details: 'no social sign-in started in this frame' })
  })
})
