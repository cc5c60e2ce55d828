import {
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ProviderRequestError,
  UserRejectedRequestError,
  WalletChainDisconnectedError,
  WalletInternalError,
  WalletUnsupportedMethodError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { callWallet } from './callWallet.ts'
import { missingFeatureError } from './missingFeatureError.ts'
import { WALLET_STANDARD_ERROR_RULES } from './walletStandardErrorRules.ts'

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

const failWith = (thrown: unknown, context?: 'connect' | 'request') =>
  callWallet(async () => Promise.reject(thrown), context).catch((error: unknown) => error)

describe('callWallet: core mapWalletError with the Wallet Standard rules', () => {
  it('default: resolves the wallet answer', async () => {
    await expect(callWallet(async () => 42)).resolves.toBe(42)
  })

  it.each([
    ['4001 while connecting', { code: 4001, message: 'no' }, 'connect', ConnectionRejectedError],
    ['4001 in a request', { code: 4001, message: 'no' }, 'request', UserRejectedRequestError],
    ['4001 wrapped in error', { error: { code: 4001 } }, 'request', UserRejectedRequestError],
    ['4001 wrapped in cause', { cause: { code: 4001 } }, 'request', UserRejectedRequestError],
    [
      'another code',
      { code: 4901, message: 'wrong chain' },
      'request',
      WalletChainDisconnectedError,
    ],
    ['a plain Error', new Error('boom'), 'request', ProviderRequestError],
    ['a string', 'boom', 'connect', ProviderRequestError],
  ] as const)('%s → %o', async (_, thrown, context, errorClass) => {
    expect(await failWith(thrown, context)).toBeInstanceOf(errorClass)
  })

  it('behavior: a rejection keeps the wallet error as cause', async () => {
    const refusal = { code: 4001, message: 'User rejected the request.' }
    expect(await failWith(refusal)).toMatchObject({ cause: refusal })
  })

  it('behavior: the code and message of other errors are kept', async () => {
    const mapped = await failWith({ code: -32603, message: 'Internal' })
    expect(mapped).toBeInstanceOf(WalletInternalError)
    expect(mapped).toMatchObject({ code: -32603, message: 'Internal' })
  })

  it('a plain string or a hostile object → ProviderRequestError with the default message', async () => {
    expect(await failWith('nope')).toMatchObject({ message: 'The wallet returned an error' })
    expect(await failWith(hostileObject())).toBeInstanceOf(ProviderRequestError)
  })

  it('rules.keepPorticoErrors: our own PorticoError passes through', async () => {
    const error = new InvalidWalletResponseError()
    expect(await failWith(error)).toBe(error)
  })

  it.each([
    'User rejected the request.',
    'user denied message signature',
    'User cancelled',
    'Request rejected by the user',
  ])('rules.rejectionMessage: a plain Error(%j) without code is a refusal', async (text) => {
    expect(await failWith(new Error(text), 'connect')).toBeInstanceOf(ConnectionRejectedError)
    expect(await failWith(new Error(text))).toBeInstanceOf(UserRejectedRequestError)
  })

  it.each(['Rejected transaction simulation', 'user not found', 'The user has no funds'])(
    'rules.rejectionMessage: %j is no refusal',
    (text) => {
      expect(WALLET_STANDARD_ERROR_RULES.rejectionMessage.test(text)).toBe(false)
    },
  )
})

it('missingFeatureError: the 4200 a wallet would answer, naming the feature', () => {
  const error = missingFeatureError('solana:signTransaction')
  expect(error).toBeInstanceOf(WalletUnsupportedMethodError)
  expect(error).toBeInstanceOf(ProviderRequestError)
  expect(error).toMatchObject({
    code: 4200,
    message: 'The wallet does not support solana:signTransaction',
  })
})
