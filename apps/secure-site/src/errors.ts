import { PorticoError, type PorticoErrorOptions, WALLET_ERROR_CODES } from '@portico/core'
import { EMBEDDED_MESSAGES } from '@portico/embedded-wallet/protocol'

/** A request needs a signed-in visitor and there is none (spec §8). */
export class NotConnectedToAuthError extends PorticoError {
  override name = 'NotConnectedToAuthError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Not connected to email or social', options)
  }
}

/**
 * A smart-account request on a network the project's server does not list in
 * `GET /v1/smart-accounts` (the kit's `SmartAccountNotAvailableError` has the same words).
 */
export class SmartAccountsUnavailableError extends PorticoError {
  override name = 'SmartAccountsUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Smart accounts are not available on this network', options)
  }
}

/** The server has no social sign-in, or not with this provider. */
export class SocialLoginUnavailableError extends PorticoError {
  override name = 'SocialLoginUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Social login is not available on this server', options)
  }
}

/**
 * Spec §8: a Farcaster sign-in could not be started or finished: the server or the relay could
 * not be reached, the server has no Farcaster, or it refused the signature. `details` says which.
 */
export class FarcasterConnectFailedError extends PorticoError {
  override name = 'FarcasterConnectFailedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to connect to farcaster', options)
  }
}

/** The Farcaster channel expired before the visitor approved: a new code is needed. */
export class FarcasterSignInExpiredError extends PorticoError {
  override name = 'FarcasterSignInExpiredError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Farcaster sign-in expired', options)
  }
}

/** Spec §8: a social sign-in could not be started (the server or the provider failed). */
export class SocialStartFailedError extends PorticoError {
  override name = 'SocialStartFailedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to initiate social connection', options)
  }
}

/**
 * Spec §8: a social sign-in could not be finished (refused by the provider or the server, or
 * not started in this frame). `details` carries the server's code and message.
 */
export class SocialConnectFailedError extends PorticoError {
  override name = 'SocialConnectFailedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to connect', options)
  }
}

/** An approvable method this wallet does not implement (permissions, user operations, Solana). */
export class MethodNotSupportedError extends PorticoError {
  override name = 'MethodNotSupportedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Not supported by this wallet', {
      code: WALLET_ERROR_CODES.unsupportedMethod,
      ...options,
    })
  }
}

/** The app sent APP_RPC_ABORT, or a newer request replaced this one. */
export class RequestAbortedError extends PorticoError {
  override name = 'RequestAbortedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.requestAborted, options)
  }
}

/** The device was not approved within the app's wait (spec §9: 120 s). */
export class DeviceWaitTimeoutError extends PorticoError {
  override name = 'DeviceWaitTimeoutError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.requestTimedOut, options)
  }
}

/** APP_CONNECT_DEVICE or an OTP came before APP_CONNECT_EMAIL named the e-mail. */
export class NoPendingEmailError extends PorticoError {
  override name = 'NoPendingEmailError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Enter your e-mail first', options)
  }
}

/** An RPC request's parameters have the wrong shape; `message` says which method. */
export class InvalidRpcParamsError extends PorticoError {
  override name = 'InvalidRpcParamsError'
  constructor(method: string, options: PorticoErrorOptions = {}) {
    super(`Invalid parameters for ${method}`, {
      code: WALLET_ERROR_CODES.invalidParams,
      ...options,
    })
  }
}

/** A request names an account that is not this wallet's. */
export class AddressMismatchError extends PorticoError {
  override name = 'AddressMismatchError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The address is not this wallet’s account', {
      code: WALLET_ERROR_CODES.unauthorized,
      ...options,
    })
  }
}

/** The chain is not an EVM chain id this frame can sign for. */
export class UnsupportedChainError extends PorticoError {
  override name = 'UnsupportedChainError'
  constructor(chainId: number | string, options: PorticoErrorOptions = {}) {
    super(`Chain ${chainId} is not supported by this wallet`, {
      code: WALLET_ERROR_CODES.chainDisconnected,
      ...options,
    })
  }
}

/** Neither the request, the network switch nor the iframe URL gave an RPC URL for the chain. */
export class NoRpcUrlError extends PorticoError {
  override name = 'NoRpcUrlError'
  constructor(chainId: number, options: PorticoErrorOptions = {}) {
    super(`No RPC URL for chain ${chainId}`, options)
  }
}

/** wallet_getCallsStatus for an id this frame did not make (or made before a reload). */
export class UnknownCallsIdError extends PorticoError {
  override name = 'UnknownCallsIdError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Unknown calls id', { code: 5730, ...options })
  }
}

/** The key from the server does not decrypt, or does not belong to the account's address. */
export class KeyUnlockError extends PorticoError {
  override name = 'KeyUnlockError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The account key could not be unlocked', options)
  }
}

export interface AuthApiErrorOptions extends PorticoErrorOptions {
  /** The HTTP status the server answered with. */
  status: number
  retryAfterSeconds?: number | undefined
  attemptsLeft?: number | undefined
}

/**
 * A non-2xx answer of the auth server: `message` is the server's own (spec-worded) message,
 * `code` its machine code (e.g. 'INVALID_OTP').
 */
export class AuthApiError extends PorticoError {
  override name = 'AuthApiError'
  readonly status: number
  readonly retryAfterSeconds: number | undefined
  readonly attemptsLeft: number | undefined

  constructor(message: string, options: AuthApiErrorOptions) {
    super(message, options)
    this.status = options.status
    this.retryAfterSeconds = options.retryAfterSeconds
    this.attemptsLeft = options.attemptsLeft
  }
}

/** The auth server could not be reached, or answered 2xx with a body of the wrong shape. */
export class AuthServerUnavailableError extends PorticoError {
  override name = 'AuthServerUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.frameError, options)
  }
}

/** The build's VITE_PORTICO_AUTH_API_URL is set but is not an http(s) URL. */
export class InvalidAuthApiUrlError extends PorticoError {
  override name = 'InvalidAuthApiUrlError'
  constructor(value: string, options: PorticoErrorOptions = {}) {
    super(`VITE_PORTICO_AUTH_API_URL is not an http(s) URL: ${value}`, options)
  }
}

/**
 * The frame cannot use its own origin's localStorage (the browser blocks third-party storage):
 * a sign-in could not be kept, so none is started.
 */
export class StorageBlockedError extends PorticoError {
  override name = 'StorageBlockedError'
  constructor(secureHost?: string, options: PorticoErrorOptions = {}) {
    super(
      secureHost === undefined
        ? 'This browser blocks the storage the embedded wallet needs'
        : `This browser blocks the storage the embedded wallet needs (third-party storage is blocked for ${secureHost})`,
      options,
    )
  }
}

/**
 * The frame has no WebCrypto (`crypto.subtle`): it runs in a page that is not a secure context,
 * so it could not make or unlock a key, and no sign-in is started.
 */
export class InsecureContextError extends PorticoError {
  override name = 'InsecureContextError'
  constructor(origin: string, options: PorticoErrorOptions = {}) {
    super(
      `The embedded wallet needs a secure page (https or localhost); ${origin} is not one`,
      options,
    )
  }
}

/**
 * The wallet could not learn from its own server which networks it reads there, so it cannot
 * tell a network it trusts from one only the page knows: the request is refused, never shown
 * with the page's numbers.
 */
export class ChainListUnavailableError extends PorticoError {
  override name = 'ChainListUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The wallet could not reach its network service', options)
  }
}

/** Approve on a transaction the chain would not run, with no gas limit to send it with. */
export class TransactionWouldFailError extends PorticoError {
  override name = 'TransactionWouldFailError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The transaction would fail, so it was not sent', options)
  }
}

/** A request for a namespace the frame accepts (spec §1) but has no accounts for: polkadot, cosmos. */
export class NamespaceNotSupportedError extends PorticoError {
  override name = 'NamespaceNotSupportedError'
  constructor(namespace: string, options: PorticoErrorOptions = {}) {
    super(`The ${namespace} namespace is not supported by this wallet`, {
      code: WALLET_ERROR_CODES.unsupportedMethod,
      ...options,
    })
  }
}

/** A Solana transaction to send whose fee payer is not the visitor's account. */
export class FeePayerMismatchError extends PorticoError {
  override name = 'FeePayerMismatchError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The transaction’s fee payer is not this wallet’s account', {
      code: WALLET_ERROR_CODES.unauthorized,
      ...options,
    })
  }
}

/** The network refused a signed Solana transaction (its preflight or the send). */
export class SolanaSendFailedError extends PorticoError {
  override name = 'SolanaSendFailedError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(`The network refused the transaction: ${message.slice(0, 300)}`, options)
  }
}
