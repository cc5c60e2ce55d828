import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import { createKeyPairSignerFromPrivateKeyBytes, signBytes, verifySignature } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { KeyUnlockError, NotConnectedToAuthError } from '../errors.ts'
import { createLogger } from '../frame/logger.ts'
import { decodeBase64url } from '../keys/base64url.ts'
import { decryptAccountKey, encryptAccountKey, generateUnlockKey } from '../keys/keyCrypto.ts'
import { createFrameStorage } from './frameStorage.ts'
import { createFakeAuthApi, FAKE_OTP } from './testing/createFakeAuthApi.ts'
import { createWalletSession } from './walletSession.ts'

// The Solana key's custody, against the fake auth routes (one key per user and namespace).
const EMAIL = 'ada@example.com'

async function signedIn(server: ReturnType<typeof createFakeAuthApi>) {
  const storage = createFrameStorage(createMemoryStorage(), createLogger(false))
  const session = createWalletSession({
    api: server.api,
    storage,
    origin: 'http://dapp-a.test',
    projectId: 'demo',
    logger: createLogger(false),
  })
  if ((await session.connectEmail(EMAIL)).action === 'VERIFY_DEVICE')
    server.approveDevice(EMAIL, storage.deviceId())
  await session.connectOtp(FAKE_OTP)
  return session
}

const userOf = (server: ReturnType<typeof createFakeAuthApi>) =>
  [...server.users.values()].find((user) => user.email === EMAIL)

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('WalletSession.solanaSigner', () => {
  test('default: made on first use (a 32-byte seed, encrypted), unlocked to the same key on another device', async () => {
    const server = createFakeAuthApi()
    const first = await signedIn(server)
    expect(server.calls.putSolanaKey).toBeUndefined()
    const signer = await first.solanaSigner()
    expect(server.calls.putSolanaKey).toBe(1)
    // Asked again: the same signer, no second key.
    expect(await first.solanaSigner()).toBe(signer)
    const stored = userOf(server)?.solanaKey
    expect(stored?.address).toBe(signer.address)
    // The server holds the seed only encrypted; with the unlock key it is the signer's seed.
    const seed = await decryptAccountKey(
      stored?.keyBlob ?? '',
      decodeBase64url(stored?.unlockKey ?? '') as Uint8Array<ArrayBuffer>,
    )
    const again = await createKeyPairSignerFromPrivateKeyBytes(
      Uint8Array.from(Buffer.from(seed.slice(2), 'hex')),
    )
    expect(again.address).toBe(signer.address)

    const second = await signedIn(server)
    const unlocked = await second.solanaSigner()
    expect(unlocked.address).toBe(signer.address)
    expect(server.calls.putSolanaKey).toBe(1)
    // It signs as the account: the signature verifies with the address's public key.
    const bytes = new TextEncoder().encode('hello')
    const signature = await signBytes(unlocked.keyPair.privateKey, bytes)
    await expect(verifySignature(signer.keyPair.publicKey, signature, bytes)).resolves.toBe(true)
    // The EVM key is another key, kept apart.
    expect((await second.account()).address).toMatch(/^0x/)
  })

  test('attack: a blob swapped for another key is refused (the key must match the stored address)', async () => {
    const server = createFakeAuthApi()
    const session = await signedIn(server)
    await session.solanaSigner()
    const user = userOf(server)
    if (!user?.solanaKey) throw new Error('no key stored')
    const unlockKey = generateUnlockKey()
    user.solanaKey = {
      ...user.solanaKey,
      keyBlob: await encryptAccountKey(`0x${'22'.repeat(32)}`, unlockKey),
      unlockKey: Buffer.from(unlockKey).toString('base64url'),
    }
    const other = await signedIn(server)
    await expect(other.solanaSigner()).rejects.toBeInstanceOf(KeyUnlockError)
  })

  test('error: signed out → NotConnectedToAuthError; after sign-out the signer is forgotten', async () => {
    const server = createFakeAuthApi()
    const session = await signedIn(server)
    await session.solanaSigner()
    await session.signOut()
    await expect(session.solanaSigner()).rejects.toBeInstanceOf(NotConnectedToAuthError)
  })
})
