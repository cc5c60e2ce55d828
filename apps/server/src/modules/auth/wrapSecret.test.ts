import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { unwrapSecret, wrapSecret } from './wrapSecret.ts'

const key = randomBytes(32)
const secret = randomBytes(32)

describe('wrapSecret', () => {
  it('default: base64url of a 12-byte IV, the ciphertext and a 16-byte tag; unwraps to the secret', () => {
    const wrapped = wrapSecret(key, secret, 'user-1')
    expect(wrapped).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(Buffer.from(wrapped, 'base64url')).toHaveLength(12 + 32 + 16)
    expect(unwrapSecret(key, wrapped, 'user-1').equals(secret)).toBe(true)
  })

  it('behavior: a fresh IV each time, so the same secret never wraps the same', () => {
    expect(wrapSecret(key, secret, 'user-1')).not.toBe(wrapSecret(key, secret, 'user-1'))
  })

  it.each([
    ['another key', () => [randomBytes(32), wrapSecret(key, secret, 'u'), 'u'] as const],
    ['another user', () => [key, wrapSecret(key, secret, 'u'), 'v'] as const],
    [
      'a changed byte',
      () => {
        const bytes = Buffer.from(wrapSecret(key, secret, 'u'), 'base64url')
        bytes[20] = (bytes[20] ?? 0) ^ 1
        return [key, bytes.toString('base64url'), 'u'] as const
      },
    ],
    ['a value too short', () => [key, 'abc', 'u'] as const],
  ])('error: %s does not unwrap', (_case, make) => {
    const [unwrapKey, wrapped, context] = make()
    expect(() => unwrapSecret(unwrapKey, wrapped, context)).toThrow()
  })
})
