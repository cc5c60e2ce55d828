import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { StorageBlockedError } from '../errors.ts'
import { createLogger } from '../frame/logger.ts'
import { createFrameStorage, isSessionStorageKey, type StoredSession } from './frameStorage.ts'

const DAPP_A = 'http://dapp-a.test'
const DAPP_B = 'http://dapp-b.test'
const SESSION: StoredSession = {
  sessionToken: 'c2Vzc2lvbi10b2tlbi1mb3ItdGVzdHM',
  email: 'ada@example.com',
  address: OTHER_ADDRESS,
  keyBlob: 'a2V5LWJsb2I',
}

let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  localStorage.clear()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createFrameStorage', () => {
  test('default: a session is kept per dApp origin', () => {
    const storage = createFrameStorage(localStorage, createLogger(false))
    storage.writeSession(DAPP_A, SESSION)
    expect(storage.readSession(DAPP_A)).toEqual(SESSION)
    expect(storage.readSession(DAPP_B)).toBeUndefined()
    storage.removeSession(DAPP_A)
    expect(storage.readSession(DAPP_A)).toBeUndefined()
  })

  test('behavior: the preferred account type is kept per dApp origin, across sign-out', () => {
    const storage = createFrameStorage(localStorage, createLogger(false))
    expect(storage.readPreferredAccountTypes(DAPP_A)).toEqual({})
    storage.writeSession(DAPP_A, SESSION)
    storage.writePreferredAccountTypes(DAPP_A, { eip155: 'smartAccount' })
    storage.removeSession(DAPP_A)
    expect(
      createFrameStorage(localStorage, createLogger(false)).readPreferredAccountTypes(DAPP_A),
    ).toEqual({
      eip155: 'smartAccount',
    })
    expect(storage.readPreferredAccountTypes(DAPP_B)).toEqual({})
  })

  test('behavior: a preferred type that is not eoa or smartAccount is dropped with a warning', () => {
    const storage = createFrameStorage(localStorage, createLogger(false))
    const key = `portico.secure-site.v1.preferredAccountTypes:${DAPP_A}`
    localStorage.setItem(key, JSON.stringify({ eip155: 'admin' }))
    expect(storage.readPreferredAccountTypes(DAPP_A)).toEqual({})
    expect(localStorage.getItem(key)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupted storage entry'))
  })

  test('behavior: the device id is made once, 24 base64url characters, and kept', () => {
    const storage = createFrameStorage(localStorage, createLogger(false))
    const deviceId = storage.deviceId()
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(createFrameStorage(localStorage, createLogger(false)).deviceId()).toBe(deviceId)
  })

  test.each([
    ['not JSON', '{"sessionToken":'],
    ['wrong shape', JSON.stringify({ sessionToken: 42 })],
    ['a bad address', JSON.stringify({ ...SESSION, address: '0x123' })],
    ['a key in the clear', JSON.stringify({ ...SESSION, keyBlob: '0xac09 74bec' })],
  ])('behavior: a corrupted session entry (%s) is dropped with a warning', (_, raw) => {
    const storage = createFrameStorage(localStorage, createLogger(false))
    localStorage.setItem(`portico.secure-site.v1.session:${DAPP_A}`, raw)
    expect(storage.readSession(DAPP_A)).toBeUndefined()
    expect(localStorage.getItem(`portico.secure-site.v1.session:${DAPP_A}`)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupted storage entry'))
  })

  test('behavior: a corrupted device id is replaced', () => {
    localStorage.setItem('portico.secure-site.v1.deviceId', '"short"')
    const storage = createFrameStorage(localStorage, createLogger(false))
    expect(storage.deviceId()).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(warn).toHaveBeenCalled()
  })

  test.each([
    [
      'a storage that throws on write',
      {
        getItem: () => null,
        setItem() {
          throw new DOMException('blocked', 'SecurityError')
        },
        removeItem() {},
      } as unknown as Storage,
    ],
    [
      'a storage that forgets',
      { getItem: () => null, setItem() {}, removeItem() {} } as unknown as Storage,
    ],
    ['no storage at all', undefined],
  ])('behavior: with %s nothing is kept, not even in memory', (_, blocked) => {
    const storage = createFrameStorage(blocked, createLogger(false))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('localStorage is not available'))
    expect(storage.readSession(DAPP_A)).toBeUndefined()
    expect(() => storage.writeSession(DAPP_A, SESSION)).toThrow(
      'This browser blocks the storage the embedded wallet needs',
    )
    expect(() => storage.deviceId()).toThrow(StorageBlockedError)
    expect(storage.readSession(DAPP_A)).toBeUndefined()
    storage.removeSession(DAPP_A)
  })
})

describe('isSessionStorageKey', () => {
  test.each([
    [`portico.secure-site.v1.session:${DAPP_A}`, true],
    [`portico.secure-site.v1.session:${DAPP_B}`, false],
    ['portico.secure-site.v1.deviceId', false],
    [null, true],
  ])('key %s → %s for dApp A', (key, expected) => {
    expect(isSessionStorageKey(key, DAPP_A)).toBe(expected)
  })
})
