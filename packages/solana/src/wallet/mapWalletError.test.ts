import {
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { mapWalletError } from './mapWalletError.ts'

describe('mapWalletError', () => {
  it('4001 while connecting → ConnectionRejectedError, elsewhere → UserRejectedRequestError', () => {
    const refusal = { code: 4001, message: 'User rejected the request.' }
    expect(mapWalletError(refusal, 'connect')).toBeInstanceOf(ConnectionRejectedError)
    const mapped = mapWalletError(refusal, 'request')
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.cause).toBe(refusal)
  })

  it('4001 wrapped as error.code or cause.code (wallet adapters) → still a rejection', () => {
    expect(mapWalletError({ error: { code: 4001 } }, 'request')).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(mapWalletError({ cause: { code: 4001 } }, 'request')).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('another code → ProviderRequestError with that code and the wallet message', () => {
    const mapped = mapWalletError({ code: -32603, message: 'Internal' }, 'request')
    expect(mapped).toBeInstanceOf(ProviderRequestError)
    expect(mapped).toMatchObject({ code: -32603, message: 'Internal' })
  })

  it('a plain string or a hostile object → ProviderRequestError with the default message', () => {
    expect(mapWalletError('nope', 'request').message).toBe('The wallet returned an error')
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(mapWalletError(hostile, 'request')).toBeInstanceOf(ProviderRequestError)
  })

  it('our own PorticoError passes through unchanged', () => {
    const own = new InvalidWalletResponseError()
    expect(mapWalletError(own, 'request')).toBe(own)
  })
})
