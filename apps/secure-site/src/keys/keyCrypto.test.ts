import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { KeyUnlockError } from '../errors.ts'
import { decodeBase64url, encodeBase64url } from './base64url.ts'
import { decryptAccountKey, encryptAccountKey, generateUnlockKey } from './keyCrypto.ts'

function flipByte(blob: string, index: number): string {
  const bytes = decodeBase64url(blob)!
  bytes[index] = (bytes[index] ?? 0) ^ 0x01
  return encodeBase64url(bytes)
}

describe('encryptAccountKey / decryptAccountKey', () => {
  test('default: the key comes back from its blob with the same unlock key', async () => {
    const privateKey = generatePrivateKey()
    const unlockKey = generateUnlockKey()
    const keyBlob = await encryptAccountKey(privateKey, unlockKey)
    expect(keyBlob).toMatch(/^[A-Za-z0-9_-]+$/)
    // iv (12) + 32-byte key + 16-byte tag = 60 bytes = 80 base64url characters.
    expect(keyBlob).toHaveLength(80)
    expect(keyBlob).not.toContain(privateKey.slice(2))
    await expect(decryptAccountKey(keyBlob, unlockKey)).resolves.toBe(privateKey)
  })

  test('behavior: each encryption uses a fresh IV', async () => {
    const privateKey = generatePrivateKey()
    const unlockKey = generateUnlockKey()
    const first = await encryptAccountKey(privateKey, unlockKey)
    const second = await encryptAccountKey(privateKey, unlockKey)
    expect(first).not.toBe(second)
    expect(first.slice(0, 16)).not.toBe(second.slice(0, 16))
  })

  test.each([
    ['a ciphertext byte', 20],
    ['the IV', 0],
    ['the tag', 59],
  ])('behavior: a blob with %s changed fails authentication', async (_, index) => {
    const unlockKey = generateUnlockKey()
    const keyBlob = await encryptAccountKey(generatePrivateKey(), unlockKey)
    await expect(decryptAccountKey(flipByte(keyBlob, index), unlockKey)).rejects.toBeInstanceOf(
      KeyUnlockError,
    )
  })

  test('behavior: another unlock key cannot decrypt', async () => {
    const keyBlob = await encryptAccountKey(generatePrivateKey(), generateUnlockKey())
    await expect(decryptAccountKey(keyBlob, generateUnlockKey())).rejects.toThrow(
      'The account key could not be unlocked',
    )
  })

  test.each([
    ['truncated', (blob: string) => blob.slice(0, 60)],
    ['not base64url', (blob: string) => `${blob.slice(0, 79)}!`],
    ['empty', () => ''],
  ])('behavior: a %s blob is refused', async (_, spoil) => {
    const unlockKey = generateUnlockKey()
    const keyBlob = await encryptAccountKey(generatePrivateKey(), unlockKey)
    await expect(decryptAccountKey(spoil(keyBlob), unlockKey)).rejects.toBeInstanceOf(
      KeyUnlockError,
    )
  })

  test('behavior: an unlock key that is not 32 bytes is refused', async () => {
    await expect(
      encryptAccountKey(generatePrivateKey(), new Uint8Array(16)),
    ).rejects.toBeInstanceOf(KeyUnlockError)
  })
})

describe('base64url', () => {
  test('default: bytes round-trip without padding or +/', () => {
    const bytes = new Uint8Array([251, 255, 0, 62, 63])
    const text = encodeBase64url(bytes)
    expect(text).toBe('-_8APj8')
    expect(decodeBase64url(text)).toEqual(bytes)
  })

  test.each(['a+b/', 'abcde', 'a=='])('behavior: %s is not base64url', (text) => {
    expect(decodeBase64url(text)).toBeUndefined()
  })
})
