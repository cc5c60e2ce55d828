import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import { describe, expect, test } from 'vitest'
import { probeStorage } from './probeStorage.ts'

describe('probeStorage', () => {
  test('default: a storage that keeps what is written, and no probe left behind', () => {
    const storage = createMemoryStorage()
    expect(probeStorage(() => storage)).toEqual({ ok: true, storage })
    expect(storage.length).toBe(0)
  })

  test.each([
    [
      'reading localStorage throws (third-party storage blocked)',
      () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
      'localStorage cannot be read (SecurityError: Access is denied for this document.)',
    ],
    ['there is none', () => undefined, 'there is no localStorage'],
    [
      'writes throw',
      () =>
        ({
          getItem: () => null,
          setItem() {
            throw new DOMException('quota', 'QuotaExceededError')
          },
          removeItem() {},
        }) as unknown as Storage,
      'localStorage refuses writes (QuotaExceededError: quota)',
    ],
    [
      'writes do not stick',
      () => ({ getItem: () => null, setItem() {}, removeItem() {} }) as unknown as Storage,
      'localStorage does not keep what is written',
    ],
    [
      'removals do not stick',
      () => {
        let value: string | null = null
        return {
          getItem: () => value,
          setItem: (_key: string, next: string) => {
            value = next
          },
          removeItem() {},
        } as unknown as Storage
      },
      'localStorage does not keep what is written',
    ],
  ])('behavior: unusable when %s', (_, read, reason) => {
    expect(probeStorage(read)).toEqual({ ok: false, reason })
  })
})
