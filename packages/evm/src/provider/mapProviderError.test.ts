import {
  ConnectionRejectedError,
  PorticoError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { mapProviderError } from './mapProviderError.ts'

describe('mapProviderError', () => {
  it('4001 while connecting → ConnectionRejectedError with the cause kept', () => {
    const cause = { code: 4001, message: 'User rejected the request.' }
    const error = mapProviderError(cause, 'connect')
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error.message).toBe('Connection rejected')
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(cause)
  })

  it('4001 elsewhere → UserRejectedRequestError', () => {
    const error = mapProviderError({ code: 4001, message: 'no' }, 'request')
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.message).toBe('User rejected the request')
  })

  it('4001 wrapped in data.originalError → rejection', () => {
    const error = mapProviderError(
      { code: -32603, data: { originalError: { code: 4001 } } },
      'request',
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('other code → ProviderRequestError with the code and the wallet message', () => {
    const error = mapProviderError({ code: 4100, message: 'Unauthorized' }, 'connect')
    expect(error).toBeInstanceOf(ProviderRequestError)
    expect(error.code).toBe(4100)
    expect(error.message).toBe('Unauthorized')
  })

  it('very long wallet message is cut to 200 characters', () => {
    const error = mapProviderError({ code: -32000, message: 'x'.repeat(10_000) }, 'request')
    expect(error.message).toHaveLength(200)
  })

  it.each([
    ['a string', 'boom'],
    ['null', null],
    ['an Error', new Error('boom')],
  ])('not an EIP-1193 error (%s) → ProviderRequestError without code', (_, thrown) => {
    const error = mapProviderError(thrown, 'request')
    expect(error).toBeInstanceOf(ProviderRequestError)
    expect(error.code).toBeUndefined()
    expect(error.cause).toBe(thrown)
  })

  it('a wallet error that is itself a PorticoError is still mapped by its code', () => {
    const walletError = new PorticoError('User rejected the request.', { code: 4001 })
    const error = mapProviderError(walletError, 'connect')
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error.cause).toBe(walletError)
  })
})
