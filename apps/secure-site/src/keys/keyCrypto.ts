import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'
import { KeyUnlockError } from '../errors.ts'
import { decodeBase64url, encodeBase64url } from './base64url.ts'

const IV_BYTES = 12
const KEY_BYTES = 32
/** AES-GCM's tag is 16 bytes; a 32-byte account key makes a 48-byte ciphertext. */
const CIPHERTEXT_BYTES = KEY_BYTES + 16

/**
 * A fresh unlock key W: 32 random bytes. The server keeps it (wrapped with its master key) and
 * hands it back only to an authenticated session on an approved device.
 *
 * @example
 * const unlockKey = generateUnlockKey() // Uint8Array(32)
 */
export function generateUnlockKey(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(KEY_BYTES))
}

function importUnlockKey(unlockKey: Uint8Array<ArrayBuffer>, usage: KeyUsage): Promise<CryptoKey> {
  if (unlockKey.length !== KEY_BYTES)
    throw new KeyUnlockError({ details: 'unlock key is not 32 bytes' })
  // Not extractable: the CryptoKey object cannot be read back out of WebCrypto.
  return crypto.subtle.importKey('raw', unlockKey, { name: 'AES-GCM' }, false, [usage])
}

/**
 * Encrypts the account key K with the unlock key W (AES-GCM, random 12-byte IV) into the key
 * blob the server stores as is: base64url(iv | ciphertext+tag).
 *
 * @example
 * const keyBlob = await encryptAccountKey(generatePrivateKey(), generateUnlockKey())
 */
export async function encryptAccountKey(
  privateKey: Hex,
  unlockKey: Uint8Array<ArrayBuffer>,
): Promise<string> {
  if (!isHex(privateKey) || privateKey.length !== 2 + KEY_BYTES * 2) {
    throw new KeyUnlockError({ details: 'account key is not 32 bytes of hex' })
  }
  const key = await importUnlockKey(unlockKey, 'encrypt')
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plaintext = new Uint8Array(hexToBytes(privateKey))
  try {
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext),
    )
    const blob = new Uint8Array(IV_BYTES + ciphertext.length)
    blob.set(iv)
    blob.set(ciphertext, IV_BYTES)
    return encodeBase64url(blob)
  } finally {
    plaintext.fill(0)
  }
}

/**
 * Decrypts a key blob with the unlock key. A blob that was altered, truncated, or made with
 * another unlock key fails AES-GCM's tag check and throws `KeyUnlockError`.
 *
 * @example
 * const privateKey = await decryptAccountKey(keyBlob, unlockKey) // '0x…' (64 hex digits)
 */
export async function decryptAccountKey(
  keyBlob: string,
  unlockKey: Uint8Array<ArrayBuffer>,
): Promise<Hex> {
  const blob = decodeBase64url(keyBlob)
  if (!blob || blob.length !== IV_BYTES + CIPHERTEXT_BYTES) {
    throw new KeyUnlockError({ details: 'key blob has the wrong size or encoding' })
  }
  const key = await importUnlockKey(unlockKey, 'decrypt')
  let plaintext: Uint8Array
  try {
    plaintext = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: blob.slice(0, IV_BYTES) },
        key,
        blob.slice(IV_BYTES),
      ),
    )
  } catch (cause) {
    throw new KeyUnlockError({ cause, details: 'key blob failed authentication' })
  }
  try {
    if (plaintext.length !== KEY_BYTES) throw new KeyUnlockError({ details: 'key is not 32 bytes' })
    return bytesToHex(plaintext)
  } finally {
    plaintext.fill(0)
  }
}
