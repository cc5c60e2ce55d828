import { describe, expect, it } from 'vitest'
import { PorticoError } from './base.ts'
import {
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ModalClosedError,
  ProviderRequestError,
  UserRejectedRequestError,
} from './connection.ts'
import { mapWalletError, type WalletErrorRules } from './mapWalletError.ts'
import {
  WalletChainDisconnectedError,
  WalletDisconnectedError,
  WalletInternalError,
  WalletInvalidInputError,
  WalletInvalidParamsError,
  WalletRequestPendingError,
  WalletUnauthorizedError,
  WalletUnrecognizedChainError,
  WalletUnsupportedMethodError,
} from './wallet.ts'
import { WALLETCONNECT_REJECTION_CODES } from './walletErrorCodes.ts'

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

describe('mapWalletError: every code to its class', () => {
  it.each([
    {
      code: 4001,
      context: 'connect',
      ErrorClass: ConnectionRejectedError,
      message: 'Connection rejected',
    },
    {
      code: 4001,
      context: 'request',
      ErrorClass: UserRejectedRequestError,
      message: 'User rejected the request',
    },
    {
      code: 4100,
      context: 'request',
      ErrorClass: WalletUnauthorizedError,
      message: 'wallet words',
    },
    {
      code: 4200,
      context: 'request',
      ErrorClass: WalletUnsupportedMethodError,
      message: 'wallet words',
    },
    {
      code: -32601,
      context: 'request',
      ErrorClass: WalletUnsupportedMethodError,
      message: 'wallet words',
    },
    {
      code: 4900,
      context: 'request',
      ErrorClass: WalletDisconnectedError,
      message: 'wallet words',
    },
    {
      code: 4901,
      context: 'request',
      ErrorClass: WalletChainDisconnectedError,
      message: 'wallet words',
    },
    {
      code: 4902,
      context: 'request',
      ErrorClass: WalletUnrecognizedChainError,
      message: 'wallet words',
    },
    {
      code: -32002,
      context: 'connect',
      ErrorClass: WalletRequestPendingError,
      message: 'wallet words',
    },
    {
      code: -32000,
      context: 'request',
      ErrorClass: WalletInvalidInputError,
      message: 'wallet words',
    },
    {
      code: -32602,
      context: 'request',
      ErrorClass: WalletInvalidParamsError,
      message: 'wallet words',
    },
    { code: -32603, context: 'request', ErrorClass: WalletInternalError, message: 'wallet words' },
    { code: 1234, context: 'request', ErrorClass: ProviderRequestError, message: 'wallet words' },
    { code: 5000, context: 'request', ErrorClass: ProviderRequestError, message: 'wallet words' },
  ] as const)(
    'code $code while $context → $ErrorClass.name, message $message',
    ({ code, context, ErrorClass, message }) => {
      const cause = { code, message: 'wallet words' }
      const error = mapWalletError(cause, { context })
      expect(error.constructor).toBe(ErrorClass)
      expect(error.message).toBe(message)
      expect(error.code).toBe(code)
      expect(error.cause).toBe(cause)
    },
  )

  it('behavior: every coded class is a ProviderRequestError (code written against it keeps working)', () => {
    for (const code of [4100, 4200, 4900, 4901, 4902, -32000, -32002, -32601, -32602, -32603])
      expect(mapWalletError({ code }, { context: 'request' })).toBeInstanceOf(ProviderRequestError)
  })

  it.each([
    [4100, WalletUnauthorizedError, 'The wallet has not authorised this request'],
    [4200, WalletUnsupportedMethodError, 'The wallet does not support this request'],
    [4900, WalletDisconnectedError, 'The wallet is disconnected'],
    [4901, WalletChainDisconnectedError, 'The wallet is not connected to this network'],
    [-32002, WalletRequestPendingError, 'A request is already waiting in the wallet'],
    [-32603, WalletInternalError, 'The wallet failed to handle the request'],
    [1234, ProviderRequestError, 'The wallet returned an error'],
  ] as const)('code %i without words → its default message', (code, ErrorClass, text) => {
    const error = mapWalletError({ code }, { context: 'request' })
    expect(error.constructor).toBe(ErrorClass)
    expect(error.message).toBe(text)
  })
})

describe('mapWalletError: wrapped codes', () => {
  it.each([
    [
      'data.originalError (MetaMask mobile)',
      { code: -32603, data: { originalError: { code: 4001 } } },
    ],
    ['error (wallet adapters)', { error: { code: 4001 } }],
    ['cause (sats-connect style)', { cause: { code: 4001 } }],
  ])('a 4001 wrapped in %s is a rejection', (_, wrapped) => {
    expect(mapWalletError(wrapped, { context: 'request' })).toBeInstanceOf(UserRejectedRequestError)
  })

  it('the innermost known code decides over a generic -32603 wrapper', () => {
    const error = mapWalletError(
      { code: -32603, message: 'Internal', data: { originalError: { code: 4100 } } },
      { context: 'request' },
    )
    expect(error).toBeInstanceOf(WalletUnauthorizedError)
    expect(error).toMatchObject({ code: 4100, message: 'Internal' })
  })

  it('an unknown code keeps the first one read', () => {
    expect(mapWalletError({ code: 7, cause: { code: 8 } }, { context: 'request' }).code).toBe(7)
  })
})

describe('mapWalletError: what is no wallet error', () => {
  it.each([
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['an Error without code', new Error('boom')],
    ['a string code', { code: '4001', message: 'boom' }],
    ['a fractional code', { code: 4001.5, message: 'boom' }],
  ])('%s → ProviderRequestError without code, cause kept', (_, thrown) => {
    const error = mapWalletError(thrown, { context: 'request' })
    expect(error.constructor).toBe(ProviderRequestError)
    expect(error.code).toBeUndefined()
    expect(error.cause).toBe(thrown)
  })

  it('a hostile object → ProviderRequestError with the default message, no throw', () => {
    const error = mapWalletError(hostileObject(), { context: 'connect' })
    expect(error.constructor).toBe(ProviderRequestError)
    expect(error.message).toBe('The wallet returned an error')
  })

  it('a very long wallet message is cut to 200 characters', () => {
    const error = mapWalletError(
      { code: -32000, message: 'x'.repeat(10_000) },
      { context: 'request' },
    )
    expect(error.message).toHaveLength(200)
  })
})

describe('mapWalletError: rules where wallets differ', () => {
  const walletConnect: WalletErrorRules = { rejectionCodes: WALLETCONNECT_REJECTION_CODES }
  const rejectionWords: WalletErrorRules = { rejectionMessage: /\buser rejected\b/i }

  it.each(WALLETCONNECT_REJECTION_CODES)(
    'rules.rejectionCodes: WalletConnect %i is a refusal',
    (code) => {
      expect(mapWalletError({ code }, { context: 'connect', ...walletConnect })).toBeInstanceOf(
        ConnectionRejectedError,
      )
      expect(mapWalletError({ code }, { context: 'request' })).not.toBeInstanceOf(
        UserRejectedRequestError,
      )
    },
  )

  it('rules.rejectionMessage: an Error with the words and no code is a refusal', () => {
    const thrown = new Error('User rejected the request.')
    expect(mapWalletError(thrown, { context: 'request', ...rejectionWords })).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(mapWalletError(thrown, { context: 'request' }).constructor).toBe(ProviderRequestError)
  })

  it('rules.rejectionMessage: words beside a code do not override the code', () => {
    const thrown = { code: -32603, message: 'User rejected, then the wallet crashed' }
    expect(mapWalletError(thrown, { context: 'request', ...rejectionWords })).toBeInstanceOf(
      WalletInternalError,
    )
  })

  it('rules.keepPorticoErrors: the kit’s own errors pass through unchanged', () => {
    const rules = { context: 'request', keepPorticoErrors: true } as const
    for (const own of [
      new InvalidWalletResponseError(),
      new ModalClosedError(),
      new ConnectionRejectedError(),
    ])
      expect(mapWalletError(own, rules)).toBe(own)
  })

  it('without keepPorticoErrors a PorticoError is a wallet error like any other, mapped by its code', () => {
    const walletError = new PorticoError('User rejected the request.', { code: 4001 })
    const error = mapWalletError(walletError, { context: 'connect' })
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error.cause).toBe(walletError)
    const uncoded = new InvalidWalletResponseError()
    expect(mapWalletError(uncoded, { context: 'request' })).toMatchObject({
      name: 'ProviderRequestError',
      message: uncoded.message,
      cause: uncoded,
    })
  })
})
