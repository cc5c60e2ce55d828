import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../errors/ConfigError.ts'
import { createAuthTestServer } from '../../testing/createAuthTestServer.ts'
import { decodeMasterKey, deriveAuthKeys } from './masterKey.ts'

describe('decodeMasterKey', () => {
  it.each([
    ['base64', (key: Buffer) => key.toString('base64')],
    ['base64 without padding', (key: Buffer) => key.toString('base64').replace(/=+$/, '')],
    ['base64url', (key: Buffer) => key.toString('base64url')],
  ])('default: %s of 32 bytes', (_case, encode) => {
    const key = randomBytes(32)
    expect(decodeMasterKey(encode(key))?.equals(key)).toBe(true)
  })

  it.each([
    ['31 bytes', randomBytes(31).toString('base64')],
    ['33 bytes', randomBytes(33).toString('base64')],
    ['hex of 32 bytes', randomBytes(32).toString('hex')],
    ['43 characters with a space', `${randomBytes(32).toString('base64').slice(0, 42)} `],
    ['empty', ''],
  ])('error: %s → undefined', (_case, text) => {
    expect(decodeMasterKey(text)).toBeUndefined()
  })
})

describe('deriveAuthKeys', () => {
  it('default: two different 32-byte keys, the same for the same master key', () => {
    const master = randomBytes(32).toString('base64')
    const keys = deriveAuthKeys(master)
    expect(keys.codeKey).toHaveLength(32)
    expect(keys.wrapKey).toHaveLength(32)
    expect(keys.codeKey.equals(keys.wrapKey)).toBe(false)
    expect(deriveAuthKeys(master).wrapKey.equals(keys.wrapKey)).toBe(true)
    expect(keys.wrapKey.equals(Buffer.from(master, 'base64'))).toBe(false)
  })

  it('error: no master key → a ConfigError saying how to set one', () => {
    expect(() => deriveAuthKeys(undefined)).toThrowError(ConfigError)
    expect(() => deriveAuthKeys(undefined)).toThrow(
      'auth.masterKey is missing: set PORTICO_AUTH_MASTER_KEY (or auth.masterKey in the config file); it must be base64 of 32 random bytes (make one with `openssl rand -base64 32`)',
    )
  })

  it('error: a short master key → a ConfigError', () => {
    expect(() => deriveAuthKeys(randomBytes(16).toString('base64'))).toThrow(
      'auth.masterKey must be base64 of 32 random bytes',
    )
  })
})

describe('buildServer with auth', () => {
  it('error: an auth section without a master key stops the start with a ConfigError', async () => {
    const error = await createAuthTestServer({ masterKey: undefined }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^auth\.masterKey is missing: set PORTICO_AUTH_MASTER_KEY/,
    )
  })
})
