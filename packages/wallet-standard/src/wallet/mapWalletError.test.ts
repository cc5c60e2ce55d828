import {
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { callWallet } from './callWallet.ts'
import { getWalletErrorCodes } from './getWalletErrorCodes.ts'
import { mapWalletError } from './mapWalletError.ts'

// Built inside the tests: a proxy whose every read throws, like a hostile wallet's error.
const hostileObject = () =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('trap')
      },
    },
  )

describe('mapWalletError', () => {
  it.each([
    ['4001 while connecting', { code: 4001, message: 'no' }, 'connect', ConnectionRejectedError],
    ['4001 in a request', { code: 4001, message: 'no' }, 'request', UserRejectedRequestError],
    ['4001 wrapped in error', { error: { code: 4001 } }, 'request', UserRejectedRequestError],
    ['4001 wrapped in cause', { cause: { code: 4001 } }, 'request', UserRejectedRequestError],
    ['another code', { code: 4901, message: 'wrong chain' }, 'request', ProviderRequestError],
    ['a plain Error', new Error('boom'), 'request', ProviderRequestError],
    ['a string', 'boom', 'connect', ProviderRequestError],
  ] as const)('%s → %s', (_, error, context, errorClass) => {
    expect(mapWalletError(error, context)).toBeInstanceOf(errorClass)
  })

  it('behavior: a rejection keeps the wallet error as cause', () => {
    const refusal = { code: 4001, message: 'User rejected the request.' }
    expect(mapWalletError(refusal, 'request').cause).toBe(refusal)
  })

  it('behavior: the code and message of other errors are kept', () => {
    const mapped = mapWalletError({ code: -32603, message: 'Internal' }, 'request')
    expect(mapped).toMatchObject({ code: -32603, message: 'Internal' })
  })

  it('a plain string or a hostile object → ProviderRequestError with the default message', () => {
    expect(mapWalletError('nope', 'request').message).toBe('The wallet returned an error')
    expect(mapWalletError(hostileObject(), 'request')).toBeInstanceOf(ProviderRequestError)
  })

  it('behavior: our own PorticoError passes through', () => {
    const error = new InvalidWalletResponseError()
    expect(mapWalletError(error, 'request')).toBe(error)
  })
})

describe('getWalletErrorCodes', () => {
  it.each([
    ['a top-level code', { code: 4001 }, [4001]],
    [
      'top-level, error and cause codes',
      { code: 1, error: { code: 2 }, cause: { code: 3 } },
      [1, 2, 3],
    ],
    ['a non-integer code', { code: 4001.5 }, []],
    ['a string', 'boom', []],
  ])('%s → %j', (_, error, codes) => {
    expect(getWalletErrorCodes(error)).toEqual(codes)
  })

  it('a hostile object → []', () => {
    expect(getWalletErrorCodes(hostileObject())).toEqual([])
  })
})

describe('callWallet', () => {
  it('resolves the answer, maps a throw with the context', async () => {
    await expect(callWallet(async () => 42)).resolves.toBe(42)
    await expect(
      callWallet(async () => Promise.reject({ code: 4001 }), 'connect'),
    ).rejects.toBeInstanceOf(ConnectionRejectedError)
    await expect(callWallet(async () => Promise.reject({ code: 4001 }))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
