import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import { describe, expect, test } from 'vitest'
import { checkFrameEnvironment, type FrameEnvironmentSource } from './checkFrameEnvironment.ts'

function source(overrides: Partial<FrameEnvironmentSource> = {}): FrameEnvironmentSource {
  return {
    localStorage: createMemoryStorage(),
    crypto: globalThis.crypto,
    location: { host: 'secure.example', origin: 'https://secure.example', ancestorOrigins: [] },
    ...overrides,
  }
}

const messages = (result: ReturnType<typeof checkFrameEnvironment>) =>
  result.problems.map((problem) => problem.error.message)

describe('checkFrameEnvironment', () => {
  test('default: storage and WebCrypto: no problem', () => {
    const result = checkFrameEnvironment(source(), 'https://shop.example')
    expect(result.problems).toEqual([])
    expect(result.storage).toBeDefined()
  })

  test('behavior: both missing: both said, storage first', () => {
    const blocked = Object.defineProperty(source({ crypto: {} }), 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    const result = checkFrameEnvironment(blocked, 'http://192.168.1.20:3000')
    expect(result.storage).toBeUndefined()
    expect(messages(result)).toEqual([
      'This browser blocks the storage the embedded wallet needs (third-party storage is blocked for secure.example)',
      'The embedded wallet needs a secure page (https or localhost); http://192.168.1.20:3000 is not one',
    ])
  })

  test.each([
    [
      'a page above the dApp',
      'https://shop.example',
      ['https://shop.example', 'http://portal.example'],
      'https://secure.example',
      'http://portal.example',
    ],
    [
      'the secure site itself',
      'http://localhost:5173',
      ['http://localhost:5173'],
      'http://secure.example',
      'http://secure.example',
    ],
    [
      'none that looks insecure (the dApp is named)',
      'http://127.0.0.1:5173',
      ['http://127.0.0.1:5173'],
      'http://[::1]:5180',
      'http://127.0.0.1:5173',
    ],
  ])(
    'parameters: without WebCrypto the insecure page named is %s',
    (_, parent, ancestors, own, named) => {
      const result = checkFrameEnvironment(
        source({
          crypto: undefined,
          location: { host: new URL(own).host, origin: own, ancestorOrigins: ancestors },
        }),
        parent,
      )
      expect(messages(result)).toEqual([
        `The embedded wallet needs a secure page (https or localhost); ${named} is not one`,
      ])
    },
  )
})
