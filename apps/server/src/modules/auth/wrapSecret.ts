import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Encrypts a secret with AES-256-GCM under `key` (a random 12-byte IV each time) and returns
 * base64url(iv | ciphertext | tag). `context` (the user id) is authenticated but not stored, so a
 * wrapped value copied onto another user's row does not unwrap.
 *
 * @example
 * const wrapped = wrapSecret(keys.wrapKey, unlockKeyBytes, user.id)
 */
export function wrapSecret(key: Buffer, secret: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()])
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')
}

/**
 * Reverses `wrapSecret`. Throws when the value was changed, the key differs or the context
 * differs (the GCM tag does not match).
 *
 * @example
 * const unlockKey = unwrapSecret(keys.wrapKey, row.wrappedUnlockKey, user.id)
 */
export function unwrapSecret(key: Buffer, wrapped: string, context: string): Buffer {
  const bytes = Buffer.from(wrapped, 'base64url')
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Wrapped secret is too short')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ])
}
