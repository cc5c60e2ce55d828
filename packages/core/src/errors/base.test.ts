import { describe, expect, it } from 'vitest'
import * as core from '../exports/index.ts'
import { PorticoError } from './base.ts'
import { ConnectionRejectedError, UserRejectedRequestError } from './connection.ts'
import { SiwxSignError } from './siwx.ts'

// The shape of viem's BaseError (shortMessage, details, a long multi-line message); core does not
// depend on viem, so its tests use this stand-in of the same shape.
class BaseError extends Error {
  readonly shortMessage: string
  readonly details: string
  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(`${shortMessage}\n\nDetails: …\nVersion: viem@2`, { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details ?? ''
  }
}

describe('PorticoError.details', () => {
  it('default: none without cause or details', () => {
    expect(new PorticoError('Failed').details).toBeUndefined()
  })

  it.each([
    ['an Error', new Error('socket hang up'), 'socket hang up'],
    ['a wallet object', { code: 4001, message: 'User denied.' }, 'User denied.'],
    ['a string', 'boom', 'boom'],
    [
      'a PorticoError with details',
      new PorticoError('Outer', { details: 'the bottom' }),
      'the bottom',
    ],
    ['a PorticoError without details', new PorticoError('Just this'), 'Just this'],
    ['a viem-shaped BaseError', new BaseError('Short', { details: 'from viem' }), 'from viem'],
    ['a viem-shaped BaseError without details', new BaseError('Only short'), 'Only short'],
  ])('parameters: cause is %s → its words', (_, cause, details) => {
    expect(new PorticoError('Failed', { cause }).details).toBe(details)
  })

  it.each([
    ['null', null],
    ['a number', 42],
    ['an Error without message', new Error('')],
    ['an object without message', { code: 1 }],
  ])('parameters: cause is %s → none', (_, cause) => {
    expect(new PorticoError('Failed', { cause }).details).toBeUndefined()
  })

  it('behavior: the words at the bottom of a chain reach the top', () => {
    const wallet = { code: 4001, message: 'User rejected the request.' }
    const rejection = new UserRejectedRequestError({ cause: wallet })
    const signIn = new SiwxSignError({ cause: rejection })
    expect(signIn.details).toBe('User rejected the request.')
    expect(signIn.message).toBe('Error signing message')
  })

  it('parameters: details given win over the cause’s', () => {
    const error = new PorticoError('Failed', { cause: new Error('low'), details: 'precise' })
    expect(error.details).toBe('precise')
  })

  it('behavior: a hostile cause gives no details and no throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(new PorticoError('Failed', { cause: hostile }).details).toBeUndefined()
  })
})

describe('PorticoError.walk', () => {
  const wallet = { code: 4001, message: 'User rejected the request.' }
  const rejection = new UserRejectedRequestError({ cause: wallet })
  const top = new SiwxSignError({ cause: rejection })

  it('default: the deepest cause', () => {
    expect(top.walk()).toBe(wallet)
  })

  it('default: itself without a cause', () => {
    const alone = new PorticoError('Alone')
    expect(alone.walk()).toBe(alone)
  })

  it('parameters: fn → the first of the chain it matches, starting with itself', () => {
    expect(top.walk((error) => error instanceof UserRejectedRequestError)).toBe(rejection)
    expect(top.walk((error) => error instanceof PorticoError)).toBe(top)
    expect(top.walk((error) => error === wallet)).toBe(wallet)
  })

  it('parameters: fn that matches nothing → null', () => {
    expect(top.walk((error) => error instanceof ConnectionRejectedError)).toBeNull()
  })

  it('behavior: walks through foreign errors (viem-shaped, Error causes)', () => {
    const bottom = new Error('ECONNREFUSED')
    const viemError = new BaseError('HTTP request failed', { cause: bottom })
    const error = new PorticoError('Failed', { cause: viemError })
    expect(error.walk()).toBe(bottom)
    expect(error.walk((each) => each instanceof BaseError)).toBe(viemError)
  })

  it('behavior: a cause chain that loops ends where it would repeat', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    const error = new PorticoError('Failed', { cause: a })
    expect(error.walk()).toBe(b)
    expect(error.walk(() => false)).toBeNull()
  })

  it('behavior: a cause whose getter throws ends the chain', () => {
    const hostile = {
      get cause(): unknown {
        throw new Error('trap')
      },
    }
    const error = new PorticoError('Failed', { cause: hostile })
    expect(error.walk()).toBe(hostile)
  })
})

// Each class's `XErrorType` spells its name: it must be the name the instance carries.
it('every exported error class carries its own class name as `name`', () => {
  const classes = Object.entries(core as Record<string, unknown>).filter(
    (entry): entry is [string, new (...args: never[]) => PorticoError] =>
      typeof entry[1] === 'function' &&
      (entry[1] === PorticoError || entry[1].prototype instanceof PorticoError),
  )
  expect(classes.length).toBeGreaterThan(40)
  for (const [exportName, ErrorClass] of classes)
    expect(new (ErrorClass as unknown as new () => PorticoError)().name).toBe(exportName)
})
