import { hkdfSync } from 'node:crypto'
import { ConfigError } from '../../errors/ConfigError.ts'

/** Why a master key was refused. */
export const AUTH_MASTER_KEY_MESSAGE =
  'must be base64 of 32 random bytes (make one with `openssl rand -base64 32`)'

const MASTER_KEY_BYTES = 32

/**
 * The 32 bytes of a master key written as base64 or base64url (padding optional), or undefined
 * when the text is anything else. Node's own decoder skips bad characters, so the form is
 * checked first.
 *
 * @example
 * decodeMasterKey(randomBytes(32).toString('base64'))?.length // 32
 */
export function decodeMasterKey(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined
  const bytes = Buffer.from(text, 'base64')
  return bytes.length === MASTER_KEY_BYTES ? bytes : undefined
}

/** Keys derived from the master key, one per use, so that no key serves two purposes. */
export interface AuthKeys {
  /** HMAC-SHA256 key of the one-time codes. */
  codeKey: Buffer
  /** AES-256-GCM key that wraps the frame's unlock keys. */
  wrapKey: Buffer
}

/**
 * The master key of the `auth` config (already merged with `PORTICO_AUTH_MASTER_KEY` by
 * loadConfig), and the keys derived from it with HKDF-SHA256. A missing key is a ConfigError
 * at startup, before anything else happens.
 *
 * @example
 * const keys = deriveAuthKeys(config.auth.masterKey)
 */
export function deriveAuthKeys(masterKeyText: string | undefined): AuthKeys {
  const masterKey = masterKeyText === undefined ? undefined : decodeMasterKey(masterKeyText)
  if (masterKeyText === undefined)
    throw new ConfigError(
      `auth.masterKey is missing: set PORTICO_AUTH_MASTER_KEY (or auth.masterKey in the config file); it ${AUTH_MASTER_KEY_MESSAGE}`,
    )
  if (masterKey === undefined) throw new ConfigError(`auth.masterKey ${AUTH_MASTER_KEY_MESSAGE}`)
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `portico auth ${purpose}`, 32))
  return { codeKey: derive('otp hmac'), wrapKey: derive('unlock key wrap') }
}
