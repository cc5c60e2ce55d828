import {
  ConnectionRejectedError,
  ModalClosedError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { expect, it } from 'vitest'
import { mapWalletConnectError } from './mapWalletConnectError.ts'

it('default: rejections by context', () => {
  expect(
    mapWalletConnectError({ code: 5000, message: 'User rejected.' }, 'connect'),
  ).toBeInstanceOf(ConnectionRejectedError)
  expect(mapWalletConnectError({ code: 4001, message: 'no' }, 'request')).toBeInstanceOf(
    UserRejectedRequestError,
  )
})

it('behavior: other errors keep code and message; PorticoErrors pass through', () => {
  const mapped = mapWalletConnectError({ code: -32000, message: 'boom' }, 'request')
  expect(mapped).toBeInstanceOf(ProviderRequestError)
  expect(mapped).toMatchObject({ code: -32000, message: 'boom' })
  const closed = new ModalClosedError()
  expect(mapWalletConnectError(closed, 'connect')).toBe(closed)
  const hostile = {
    get code(): number {
      throw new Error('getter')
    },
  }
  expect(mapWalletConnectError(hostile, 'request')).toBeInstanceOf(ProviderRequestError)
})
