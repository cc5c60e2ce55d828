import * as v from 'valibot'
import { PorticoError, type PorticoErrorOptions } from './base.ts'
import {
  ConnectionRejectedError,
  ProviderRequestError,
  UserRejectedRequestError,
} from './connection.ts'
import { getWalletErrorCodes } from './getWalletErrorCodes.ts'
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
import { WALLET_ERROR_CODES as CODES } from './walletErrorCodes.ts'

/** Where the call happened: a refusal while connecting reads 'Connection rejected' (spec §8). */
export type WalletCallContext = 'connect' | 'request'

/**
 * How one kind of wallet reports failures, where kinds legitimately differ. Every adapter passes
 * its own; the mapping itself is the same for all.
 */
export interface WalletErrorRules {
  /** Codes that also mean "the visitor refused" from this kind of wallet (WalletConnect's 5000–5003). */
  rejectionCodes?: readonly number[]
  /**
   * Words that mean "the visitor refused" in an error that carries no code at all (Wallet
   * Standard wallets that throw `new Error('User rejected the request.')`).
   */
  rejectionMessage?: RegExp
  /**
   * Let the kit's own errors through unchanged: the wrapped call runs Portico code too (parsing,
   * timeouts), so a `PorticoError` there is already typed. Off for a bare EIP-1193 `request`,
   * whose only code is the wallet's (the test wallet's errors are `PorticoError`s with codes).
   */
  keepPorticoErrors?: boolean
}

export interface MapWalletErrorParameters extends WalletErrorRules {
  context: WalletCallContext
}

/** What `mapWalletError` gives: a rejection, a `ProviderRequestError` (or one of its classes), or a kept `PorticoError`. */
export type MapWalletErrorReturnType =
  | ConnectionRejectedError
  | UserRejectedRequestError
  | ProviderRequestError
  | PorticoError

type WalletErrorClass = new (
  message?: string,
  options?: PorticoErrorOptions,
) => ProviderRequestError

// Each code the kit gives a meaning to, and its class. A rejection is decided before this table.
const CLASS_BY_CODE: ReadonlyMap<number, WalletErrorClass> = new Map<number, WalletErrorClass>([
  [CODES.unauthorized, WalletUnauthorizedError],
  [CODES.unsupportedMethod, WalletUnsupportedMethodError],
  [CODES.methodNotFound, WalletUnsupportedMethodError],
  [CODES.disconnected, WalletDisconnectedError],
  [CODES.chainDisconnected, WalletChainDisconnectedError],
  [CODES.unrecognizedChain, WalletUnrecognizedChainError],
  [CODES.resourceUnavailable, WalletRequestPendingError],
  [CODES.invalidInput, WalletInvalidInputError],
  [CODES.invalidParams, WalletInvalidParamsError],
  [CODES.internalError, WalletInternalError],
])

// A wallet's words are shown to the visitor; a hostile wallet must not fill the modal.
const MAX_MESSAGE_LENGTH = 200
const messageSchema = v.looseObject({ message: v.string() })

/**
 * Turns whatever a wallet threw into the kit's typed error; the one mapping every adapter uses.
 *
 * - A refusal (4001 at any depth, one of `rules.rejectionCodes`, or for an error without any
 *   code words matching `rules.rejectionMessage`) is a `ConnectionRejectedError` while
 *   connecting, a `UserRejectedRequestError` otherwise.
 * - A known code is its class (`WalletUnauthorizedError` for 4100, … see `walletErrorCodes.ts`).
 *   When a wallet wraps codes, the innermost known one decides: wrappers put the real code
 *   inside a generic -32603.
 * - Anything else is a `ProviderRequestError` with the wallet's first code, if any.
 *
 * The message is the wallet's own (200 characters at most), or the class's default; the code is
 * the one that decided; the wallet's error is kept as `cause`.
 *
 * @example
 * mapWalletError({ code: 4001, message: 'nope' }, { context: 'connect' }) // ConnectionRejectedError
 * mapWalletError({ code: -32002, message: 'Already pending' }, { context: 'connect' })
 * // WalletRequestPendingError, message 'Already pending'
 */
export function mapWalletError(
  error: unknown,
  parameters: MapWalletErrorParameters,
): MapWalletErrorReturnType {
  if (parameters.keepPorticoErrors && error instanceof PorticoError) return error
  const codes = getWalletErrorCodes(error)
  const message = readMessage(error)
  if (isRejection(codes, message, parameters))
    return parameters.context === 'connect'
      ? new ConnectionRejectedError({ cause: error })
      : new UserRejectedRequestError({ cause: error })
  const known = codes.findLast((code) => CLASS_BY_CODE.has(code))
  const ErrorClass = known === undefined ? undefined : CLASS_BY_CODE.get(known)
  if (ErrorClass) return new ErrorClass(message, { code: known, cause: error })
  return new ProviderRequestError(message, { code: codes[0], cause: error })
}

function isRejection(codes: number[], message: string, rules: WalletErrorRules): boolean {
  if (codes.includes(CODES.userRejectedRequest)) return true
  if (codes.some((code) => rules.rejectionCodes?.includes(code))) return true
  return (
    codes.length === 0 &&
    rules.rejectionMessage !== undefined &&
    rules.rejectionMessage.test(message)
  )
}

function readMessage(error: unknown): string {
  try {
    const result = v.safeParse(messageSchema, error)
    return result.success ? result.output.message.slice(0, MAX_MESSAGE_LENGTH) : ''
  } catch {
    // A hostile error object (throwing getter) has no message we can use.
    return ''
  }
}
