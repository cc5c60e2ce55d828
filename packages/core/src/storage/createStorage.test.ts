import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StorageBackend } from '../types/storage.ts'
import { createStorage } from './createStorage.ts'
import { memoryStorage } from './memoryStorage.ts'
import { storageKeys } from './storageKeys.ts'

describe('createStorage', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
    window.localStorage.clear()
  })

  it('default: round-trips a value as JSON under the @portico/ prefix', () => {
    const backend = memoryStorage()
    const storage = createStorage(backend)
    storage.set(storageKeys.activeNamespace, 'eip155')
    expect(backend.getItem('@portico/active_namespace')).toBe('"eip155"')
    expect(storage.get(storageKeys.activeNamespace)).toBe('eip155')
  })

  it('default backend: window.localStorage', () => {
    const storage = createStorage()
    storage.set(storageKeys.emailLoginUsed, true)
    expect(window.localStorage.getItem('@portico/email_login_used')).toBe('true')
  })

  it('missing key: undefined, no warning', () => {
    expect(createStorage(memoryStorage()).get(storageKeys.email)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('remove', () => {
    const storage = createStorage(memoryStorage())
    storage.set(storageKeys.socialUsername, 'ada')
    storage.remove(storageKeys.socialUsername)
    expect(storage.get(storageKeys.socialUsername)).toBeUndefined()
  })

  it('behavior: a value that is not JSON is removed with a warning and reads as undefined', () => {
    const backend = memoryStorage()
    backend.setItem('@portico/active_namespace', 'eip155') // unquoted: not JSON
    const storage = createStorage(backend)
    expect(storage.get(storageKeys.activeNamespace)).toBeUndefined()
    expect(backend.getItem('@portico/active_namespace')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'))
  })

  it('behavior: a value of the wrong shape is removed with a warning and reads as undefined', () => {
    const backend = memoryStorage()
    backend.setItem('@portico/recent_wallets', JSON.stringify([{ name: 'no id' }]))
    const storage = createStorage(backend)
    expect(storage.get(storageKeys.recentWallets)).toBeUndefined()
    expect(backend.getItem('@portico/recent_wallets')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("removed '@portico/recent_wallets'"))
  })

  it('behavior: a value outside the picklist is removed', () => {
    const backend = memoryStorage()
    backend.setItem('@portico/active_namespace', '"tron"')
    expect(createStorage(backend).get(storageKeys.activeNamespace)).toBeUndefined()
    expect(backend.getItem('@portico/active_namespace')).toBeNull()
  })

  it('behavior: a backend that throws (private mode, quota) is tolerated', () => {
    const failing: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const storage = createStorage(failing)
    expect(() => storage.set(storageKeys.email, 'ada@example.org')).not.toThrow()
    expect(storage.get(storageKeys.email)).toBeUndefined()
    expect(() => storage.remove(storageKeys.email)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('behavior: a corrupt value whose removal also throws still reads as undefined', () => {
    const storage = createStorage({
      getItem: () => '{broken',
      setItem: () => {},
      removeItem: () => {
        throw new Error('read-only')
      },
    })
    expect(storage.get(storageKeys.connections)).toBeUndefined()
  })
})
