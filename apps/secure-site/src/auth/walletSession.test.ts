import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { KeyUnlockError, NotConnectedToAuthError, RequestAbortedError } from '../errors.ts'
import { createLogger } from '../frame/logger.ts'
import { decodeBase64url } from '../keys/base64url.ts'
import { decryptAccountKey, encryptAccountKey, generateUnlockKey } from '../keys/keyCrypto.ts'
import { createFrameStorage, type FrameStorage } from './frameStorage.ts'
import { createFakeAuthApi, FAKE_OTP } from './testing/createFakeAuthApi.ts'
import { createWalletSession } from './walletSession.ts'

// The auth server is written concurrently: these tests run the session against an in-memory
// stand-in that follows the auth contract (createFakeAuthApi). The real server is exercised by
// the lead's end-to-end tests.

const DAPP_A = 'http://dapp-a.test'
const DAPP_B = 'http://dapp-b.test'
const EMAIL = 'ada@example.com'

/** A browser: its own localStorage (the frame origin's), hence its own device id. */
function browser(): { storage: FrameStorage; local: Storage } {
  const local = createMemoryStorage()
  return { storage: createFrameStorage(local, createLogger(false)), local }
}

function open(
  server: ReturnType<typeof createFakeAuthApi>,
  storage: FrameStorage,
  origin = DAPP_A,
  onSessionEnded = vi.fn(),
) {
  const session = createWalletSession({
    api: server.api,
    storage,
    origin,
    projectId: 'demo',
    logger: createLogger(false),
    onSessionEnded,
  })
  return { session, onSessionEnded }
}

async function signIn(
  server: ReturnType<typeof createFakeAuthApi>,
  storage: FrameStorage,
  onSessionEnded = vi.fn(),
) {
  const { session } = open(server, storage, DAPP_A, onSessionEnded)
  // Every (e-mail, device, dApp) the server does not trust yet gets an approval link first.
  if ((await session.connectEmail(EMAIL)).action === 'VERIFY_DEVICE')
    server.approveDevice(EMAIL, storage.deviceId())
  await session.connectOtp(FAKE_OTP)
  return session
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createWalletSession', () => {
  test('default: a new user gets a key made in the frame and stored encrypted', async () => {
    const server = createFakeAuthApi()
    const { storage, local } = browser()
    const { session } = open(server, storage)
    // A new address gets an approval link as a known one does (no enumeration), then the code.
    await expect(session.connectEmail(EMAIL)).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    await expect(session.connectOtp(FAKE_OTP)).rejects.toThrow('Invalid code')
    server.approveDevice(EMAIL, storage.deviceId())
    await session.connectDevice()
    await session.connectOtp(FAKE_OTP)
    expect(server.calls.putKey).toBe(1)

    const user = await session.getUser()
    const stored = server.users.get(EMAIL)
    expect(user).toEqual({ email: EMAIL, address: stored?.address })
    // APP_GET_USER answers from memory: no second round trip for the key.
    expect(server.calls.unlockKey).toBeUndefined()

    // The server's blob and W give back K, and K is nowhere in the frame's storage.
    const privateKey = await decryptAccountKey(
      stored?.keyBlob ?? '',
      decodeBase64url(stored?.unlockKey ?? '')!,
    )
    expect(privateKeyToAccount(privateKey).address).toBe(user.address)
    const everything = Array.from({ length: local.length }, (_, index) =>
      local.getItem(local.key(index) ?? ''),
    ).join('\n')
    expect(everything).not.toContain(privateKey.slice(2))
    expect(everything).not.toContain(stored?.unlockKey)
    expect(storage.readSession(DAPP_A)).toMatchObject({
      email: EMAIL,
      address: user.address,
      keyBlob: stored?.keyBlob,
    })
  })

  test('behavior: a reload unlocks the same key, and checks the session once per load', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    const first = await (await signIn(server, storage)).getUser()

    const { session: reloaded } = open(server, storage)
    await expect(reloaded.isConnected()).resolves.toBe(true)
    await expect(reloaded.isConnected()).resolves.toBe(true)
    expect(server.calls.getUser).toBe(1)
    await expect(reloaded.getUser()).resolves.toEqual(first)
    expect(server.calls.unlockKey).toBe(1)
  })

  test('behavior: a new device is approved from the e-mail, then gets the same address', async () => {
    const server = createFakeAuthApi()
    const laptop = browser()
    const { address } = await (await signIn(server, laptop.storage)).getUser()

    const phone = browser()
    const { session } = open(server, phone.storage)
    await expect(session.connectEmail(EMAIL)).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = session.connectDevice()
    await expect.poll(() => server.calls.waitForDevice ?? 0).toBeGreaterThan(0)
    server.approveDevice(EMAIL, phone.storage.deviceId())
    await expect(waiting).resolves.toBeUndefined()
    await session.connectOtp(FAKE_OTP)
    await expect(session.getUser()).resolves.toEqual({ email: EMAIL, address })
    expect(server.calls.putKey).toBe(1)
  })

  test('behavior: the device wait stops on a new e-mail or when told to', async () => {
    const server = createFakeAuthApi()
    await signIn(server, browser().storage)
    const { session } = open(server, browser().storage)
    await session.connectEmail(EMAIL)
    const first = session.connectDevice()
    await session.connectEmail(EMAIL)
    await expect(first).rejects.toBeInstanceOf(RequestAbortedError)

    const second = session.connectDevice()
    session.stopDeviceWait()
    await expect(second).rejects.toThrow('Request was aborted')
  })

  test('behavior: the device wait gives up after its limit', async () => {
    const server = createFakeAuthApi({ deviceWaitMs: 5 })
    await signIn(server, browser().storage)
    const session = createWalletSession({
      api: server.api,
      storage: browser().storage,
      origin: DAPP_A,
      projectId: 'demo',
      logger: createLogger(false),
      deviceWaitLimitMs: 1,
    })
    await session.connectEmail(EMAIL)
    await expect(session.connectDevice()).rejects.toThrow('Embedded Wallet Request Timed Out')
  })

  test('behavior: sign-out forgets the session and the key, and keeps the device id', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    const deviceId = storage.deviceId()
    const session = await signIn(server, storage)
    await session.signOut()
    expect(server.calls.signOut).toBe(1)
    expect(storage.readSession(DAPP_A)).toBeUndefined()
    expect(storage.deviceId()).toBe(deviceId)
    await expect(session.isConnected()).resolves.toBe(false)
    await expect(session.getUser()).rejects.toBeInstanceOf(NotConnectedToAuthError)
    await expect(session.getUser()).rejects.toThrow('Not connected to email or social')
  })

  test('behavior: sessions are per dApp origin', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    await signIn(server, storage)
    const { session: onOtherDapp } = open(server, storage, DAPP_B)
    await expect(onOtherDapp.isConnected()).resolves.toBe(false)
    expect(storage.readSession(DAPP_A)).toBeDefined()
    // Trust is per dApp origin too: the same browser is asked to approve it for dApp B.
    await expect(onOtherDapp.connectEmail(EMAIL)).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    // …and dApp A's is kept: a new sign-in there gets the code at once.
    const { session: again } = open(server, storage, DAPP_A)
    await expect(again.connectEmail(EMAIL)).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('behavior: every sign-in step carries the project id and the dApp origin', async () => {
    const server = createFakeAuthApi()
    const startEmail = vi.spyOn(server.api, 'startEmail')
    const waitForDevice = vi.spyOn(server.api, 'waitForDevice')
    const verifyOtp = vi.spyOn(server.api, 'verifyOtp')
    const { storage } = browser()
    const { session } = open(server, storage)
    await session.connectEmail(EMAIL)
    server.approveDevice(EMAIL, storage.deviceId())
    await session.connectDevice()
    await session.connectOtp(FAKE_OTP)
    const bound = { projectId: 'demo', origin: DAPP_A, deviceId: storage.deviceId() }
    expect(startEmail).toHaveBeenCalledWith({ email: EMAIL, ...bound })
    expect(waitForDevice).toHaveBeenCalledWith({ email: EMAIL, ...bound }, expect.any(AbortSignal))
    expect(verifyOtp).toHaveBeenCalledWith({ email: EMAIL, otp: FAKE_OTP, ...bound })
  })

  test.each([
    ['an unknown project', 'nope', DAPP_A, 'Unauthorized: invalid key'],
    [
      'an origin the project does not allow',
      'demo',
      'https://evil.example',
      'Unauthorized: origin not allowed',
    ],
  ])(
    'error: %s is refused by the server with its message',
    async (_, projectId, origin, message) => {
      const server = createFakeAuthApi()
      const session = createWalletSession({
        api: server.api,
        storage: browser().storage,
        origin,
        projectId,
        logger: createLogger(false),
      })
      await expect(session.connectEmail(EMAIL)).rejects.toThrow(message)
      await expect(session.startSocial('github')).rejects.toThrow(message)
    },
  )

  test('behavior: a session the server no longer knows is forgotten (401)', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    await signIn(server, storage)
    server.expireSessions()
    const { session, onSessionEnded } = open(server, storage)
    await expect(session.isConnected()).resolves.toBe(false)
    expect(storage.readSession(DAPP_A)).toBeUndefined()
    expect(session.hasSession()).toBe(false)
    // The key unlock started at load meets the same 401: the app hears of it once (either way
    // it was found), so the kit can say the session expired.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })

  test('behavior: a 401 on a request tells the app the session ended', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    const ended = vi.fn()
    const session = await signIn(server, storage, ended)
    server.expireSessions()
    await expect(session.updateEmail('grace@example.com')).rejects.toThrow('Session expired')
    expect(session.hasSession()).toBe(false)
    expect(storage.readSession(DAPP_A)).toBeUndefined()
    expect(ended).toHaveBeenCalledTimes(1)
  })

  test('behavior: a tampered key blob from the server is refused', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    await signIn(server, storage)
    const user = server.users.get(EMAIL)!
    const bytes = decodeBase64url(user.keyBlob!)!
    bytes[30] = (bytes[30] ?? 0) ^ 0xff
    user.keyBlob = Buffer.from(bytes).toString('base64url')
    const { session } = open(server, storage)
    await expect(session.getUser()).rejects.toBeInstanceOf(KeyUnlockError)
  })

  test('behavior: a key that is not the account’s is refused', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    await signIn(server, storage)
    const user = server.users.get(EMAIL)!
    // A valid blob and unlock key, but for another key than the account's address.
    const unlockKey = generateUnlockKey()
    user.keyBlob = await encryptAccountKey(`0x${'11'.repeat(32)}`, unlockKey)
    user.unlockKey = Buffer.from(unlockKey).toString('base64url')
    const { session } = open(server, storage)
    await expect(session.getUser()).rejects.toThrow('The account key could not be unlocked')
  })

  test('behavior: a corrupted stored session means signed out, not a crash', async () => {
    const server = createFakeAuthApi()
    const { storage, local } = browser()
    local.setItem(`portico.secure-site.v1.session:${DAPP_A}`, '{"sessionToken":')
    const { session } = open(server, storage)
    await expect(session.isConnected()).resolves.toBe(false)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('corrupted storage entry'))
  })

  test('behavior: an e-mail change stores the new e-mail', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    const session = await signIn(server, storage)
    await expect(session.updateEmail('grace@example.com')).resolves.toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    await session.updateEmailPrimary(FAKE_OTP)
    await expect(session.updateEmailSecondary(FAKE_OTP)).resolves.toEqual({
      email: 'grace@example.com',
    })
    expect(storage.readSession(DAPP_A)?.email).toBe('grace@example.com')
    await expect(session.getUser()).resolves.toMatchObject({ email: 'grace@example.com' })
  })

  test('behavior: reload follows a sign-in made in another tab', async () => {
    const server = createFakeAuthApi()
    const { storage } = browser()
    const { session: idle } = open(server, storage)
    expect(idle.hasSession()).toBe(false)
    const { address } = await (await signIn(server, storage)).getUser()
    idle.reload()
    expect(idle.hasSession()).toBe(true)
    await expect(idle.getUser()).resolves.toMatchObject({ address })
  })
})
