import * as v from 'valibot'
import { StorageBlockedError } from '../errors.ts'
import type { FrameLogger } from '../frame/logger.ts'
import { randomBase64url } from '../keys/base64url.ts'
import { probeStorage } from './probeStorage.ts'

/** What the frame remembers of one dApp origin's sign-in. Never the account key in the clear. */
export interface StoredSession {
  sessionToken: string
  /** Null for a social sign-in whose provider gave no verified e-mail. */
  email: string | null
  /** Null until the frame has made and stored the account key. */
  address: string | null
  /** The AES-GCM-encrypted account key (base64url), as stored on the server. */
  keyBlob: string | null
  /** A social sign-in's handle, as the provider gave it (absent for e-mail sign-in). */
  userName?: string | null | undefined
  /** The provider of a social sign-in (absent for e-mail sign-in). */
  socialProvider?: string | undefined
  /** The profile picture's http(s) URL (Farcaster's pfpUrl), when the sign-in gave one. */
  profileImage?: string | null | undefined
}

/** The account type the visitor prefers on a dApp, per chain namespace (only 'eip155' today). */
export type PreferredAccountTypes = { eip155?: 'eoa' | 'smartAccount' | undefined }

export interface FrameStorage {
  /** This browser's device id: made once, kept across sign-outs. */
  deviceId(): string
  readSession(origin: string): StoredSession | undefined
  writeSession(origin: string, session: StoredSession): void
  removeSession(origin: string): void
  /** Kept across sign-outs (it is a choice about the dApp, not the session); `{}` before any. */
  readPreferredAccountTypes(origin: string): PreferredAccountTypes
  /** Best effort: where storage is blocked or full the choice lasts for this load only. */
  writePreferredAccountTypes(origin: string, types: PreferredAccountTypes): void
}

const PREFIX = 'portico.secure-site.v1'
const DEVICE_ID_KEY = `${PREFIX}.deviceId`
const sessionKey = (origin: string) => `${PREFIX}.session:${origin}`
const preferredKey = (origin: string) => `${PREFIX}.preferredAccountTypes:${origin}`

/**
 * Whether a `storage` event's key is the session of `origin` (null: the whole storage was cleared).
 *
 * @example
 * window.addEventListener('storage', (event) => { if (isSessionStorageKey(event.key, origin)) session.reload() })
 */
export function isSessionStorageKey(key: string | null, origin: string): boolean {
  return key === null || key === sessionKey(origin)
}

const deviceIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{24}$/))
const base64urlSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,2048}$/))

const storedSessionSchema = v.object({
  sessionToken: base64urlSchema,
  email: v.nullable(v.pipe(v.string(), v.minLength(3), v.maxLength(254))),
  address: v.nullable(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))),
  keyBlob: v.nullable(base64urlSchema),
  userName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  socialProvider: v.optional(v.pipe(v.string(), v.maxLength(32))),
  profileImage: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\//), v.url())),
  ),
})

const preferredAccountTypesSchema = v.object({
  eip155: v.optional(v.picklist(['eoa', 'smartAccount'])),
})

type Items = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Where localStorage is blocked nothing is kept, not even in memory: a sign-in that would be
 * lost on the next load is not started (the frame refuses sign-in before any server call, see
 * checkFrameEnvironment). Reads find nothing; writes throw StorageBlockedError.
 */
const blockedItems: Items = {
  getItem: () => null,
  setItem: () => {
    throw new StorageBlockedError()
  },
  removeItem: () => {},
}

function usableStorage(storage: Storage | undefined, logger: FrameLogger): Items {
  const probe = probeStorage(() => storage)
  if (probe.ok) return probe.storage
  logger.warn(`localStorage is not available: no sign-in can be kept (${probe.reason})`)
  return blockedItems
}

/**
 * The frame's own-origin storage: per dApp origin `{ sessionToken, email, address, keyBlob }` and
 * the preferred account type per namespace, and one device id per browser. Every read is parsed; an entry that does not parse is removed
 * with a warning (the visitor signs in again) rather than crash the frame. Without a usable
 * localStorage it holds nothing: `deviceId()` and `writeSession` throw StorageBlockedError.
 *
 * @example
 * const storage = createFrameStorage(window.localStorage, logger)
 * storage.readSession('http://127.0.0.1:5173') // undefined before the first sign-in
 */
export function createFrameStorage(
  storage: Storage | undefined,
  logger: FrameLogger,
): FrameStorage {
  const items = usableStorage(storage, logger)

  function readParsed<T>(key: string, schema: v.GenericSchema<unknown, T>): T | undefined {
    const raw = items.getItem(key)
    if (raw === null) return undefined
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      json = undefined
    }
    const parsed = v.safeParse(schema, json)
    if (parsed.success) return parsed.output
    logger.warn(`dropped a corrupted storage entry (${key})`)
    items.removeItem(key)
    return undefined
  }

  return {
    deviceId() {
      const stored = readParsed(DEVICE_ID_KEY, deviceIdSchema)
      if (stored) return stored
      const made = randomBase64url(18)
      items.setItem(DEVICE_ID_KEY, JSON.stringify(made))
      return made
    },
    readSession: (origin) => readParsed(sessionKey(origin), storedSessionSchema),
    writeSession(origin, session) {
      if (items === blockedItems) throw new StorageBlockedError()
      try {
        items.setItem(sessionKey(origin), JSON.stringify(session))
      } catch (error) {
        // Quota, or a storage blocked since the probe: this load keeps the session in memory.
        logger.warn('could not store the session', error)
      }
    },
    removeSession: (origin) => items.removeItem(sessionKey(origin)),
    readPreferredAccountTypes: (origin) =>
      readParsed(preferredKey(origin), preferredAccountTypesSchema) ?? {},
    writePreferredAccountTypes(origin, types) {
      try {
        items.setItem(preferredKey(origin), JSON.stringify(types))
      } catch (error) {
        logger.warn('could not store the preferred account type', error)
      }
    },
  }
}
