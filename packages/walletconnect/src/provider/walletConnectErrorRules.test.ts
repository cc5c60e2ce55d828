import {
  ConnectionRejectedError,
  ModalClosedError,
  mapWalletError,
  ProviderRequestError,
  UserRejectedRequestError,
  WalletInvalidInputError,
} from '@portico/core'
import { expect, it } from 'vitest'
import { WALLETCONNECT_ERROR_RULES } from './walletConnectErrorRules.ts'

const map = (error: unknown, context: 'connect' | 'request') =>
  mapWalletError(error, { context, ...WALLETCONNECT_ERROR_RULES })

it.each([5000, 5001, 5002, 5003, 4001])(
  'rules.rejectionCodes: %i is a refusal, by context',
  (code) => {
    expect(map({ code, message: 'User rejected.' }, 'connect')).toBeInstanceOf(
      ConnectionRejectedError,
    )
    expect(map({ code, message: 'no' }, 'request')).toBeInstanceOf(UserRejectedRequestError)
  },
)

it('behavior: other errors keep code and message; PorticoErrors pass through', () => {
  const mapped = map({ code: -32000, message: 'boom' }, 'request')
  expect(mapped).toBeInstanceOf(WalletInvalidInputError)
  expect(mapped).toBeInstanceOf(ProviderRequestError)
  expect(mapped).toMatchObject({ code: -32000, message: 'boom' })
  const closed = new ModalClosedError()
  expect(map(closed, 'connect')).toBe(closed)
  const hostile = {
    get code(): number {
      throw new Error('getter')
    },
  }
  expect(map(hostile, 'request')).toBeInstanceOf(ProviderRequestError)
})
