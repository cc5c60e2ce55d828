import {
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { callWallet, mapWalletError } from './mapWalletError.ts'

describe('mapWalletError', () => {
  it.each([
    ['4001 while connecting', { code: 4001, message: 'no' }, 'connect', ConnectionRejectedError],
    ['4001 in a request', { code: 4001, message: 'no' }, 'request', UserRejectedRequestError],
    ['4001 wrapped in error', { error: { code: 4001 } }, 'request', UserRejectedRequestError],
    ['another code', { code: 4901, message: 'wrong chain' }, 'request', ProviderRequestError],
    ['a plain Error', new Error('boom'), 'request', ProviderRequestError],
    ['a string', 'boom', 'connect', ProviderRequestError],
  ] as const)('%s → %s', (_, error, context, errorClass) => {
    expect(mapWalletError(error, context)).toBeInstanceOf(errorClass)
  })

  it('behavior: the code and message of other errors are kept', () => {
    const mapped = mapWalletError({ code: 4901, message: 'wrong chain' }, 'request')
    expect(mapped).toMatchObject({ code: 4901, message: 'wrong chain' })
  })

  it('behavior: our own PorticoError passes through', () => {
    const error = new InvalidWalletResponseError()
    expect(mapWalletError(error, 'request')).toBe(error)
  })

  it('callWallet: resolves the answer, maps a throw', async () => {
    await expect(callWallet(async () => 42)).resolves.toBe(42)
    await expect(
      callWallet(async () => Promise.reject({ code: 4001 }), 'connect'),
    ).rejects.toBeInstanceOf(ConnectionRejectedError)
  })
})
