import type { PorticoErrorOptions } from './base.ts'
import { ProviderRequestError, type ProviderRequestErrorType } from './connection.ts'
import { WALLET_ERROR_CODES } from './walletErrorCodes.ts'

// One class per meaning of a wallet's error code (see `mapWalletError`). Each is a
// `ProviderRequestError`, so code written against that class keeps working. The message is the
// wallet's own words when it gave some (cut to 200 characters by the mapping), else the default.

/** The wallet has not authorised this site, or the account asked for (EIP-1193 4100). */
export class WalletUnauthorizedError extends ProviderRequestError {
  override name = 'WalletUnauthorizedError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet has not authorised this request', {
      code: WALLET_ERROR_CODES.unauthorized,
      ...options,
    })
  }
}
export type WalletUnauthorizedErrorType = WalletUnauthorizedError & {
  name: 'WalletUnauthorizedError'
}

/** The wallet does not implement the method (EIP-1193 4200, JSON-RPC -32601). */
export class WalletUnsupportedMethodError extends ProviderRequestError {
  override name = 'WalletUnsupportedMethodError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet does not support this request', {
      code: WALLET_ERROR_CODES.unsupportedMethod,
      ...options,
    })
  }
}
export type WalletUnsupportedMethodErrorType = WalletUnsupportedMethodError & {
  name: 'WalletUnsupportedMethodError'
}

/** The wallet is disconnected from every chain (EIP-1193 4900). */
export class WalletDisconnectedError extends ProviderRequestError {
  override name = 'WalletDisconnectedError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet is disconnected', {
      code: WALLET_ERROR_CODES.disconnected,
      ...options,
    })
  }
}
export type WalletDisconnectedErrorType = WalletDisconnectedError & {
  name: 'WalletDisconnectedError'
}

/** The wallet is not connected to the requested chain (EIP-1193 4901). */
export class WalletChainDisconnectedError extends ProviderRequestError {
  override name = 'WalletChainDisconnectedError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet is not connected to this network', {
      code: WALLET_ERROR_CODES.chainDisconnected,
      ...options,
    })
  }
}
export type WalletChainDisconnectedErrorType = WalletChainDisconnectedError & {
  name: 'WalletChainDisconnectedError'
}

/** The wallet does not know the chain (4902) outside a network switch, where it means "add it". */
export class WalletUnrecognizedChainError extends ProviderRequestError {
  override name = 'WalletUnrecognizedChainError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet does not know this network', {
      code: WALLET_ERROR_CODES.unrecognizedChain,
      ...options,
    })
  }
}
export type WalletUnrecognizedChainErrorType = WalletUnrecognizedChainError & {
  name: 'WalletUnrecognizedChainError'
}

/** A request of the same kind already waits in the wallet (JSON-RPC -32002, MetaMask). */
export class WalletRequestPendingError extends ProviderRequestError {
  override name = 'WalletRequestPendingError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'A request is already waiting in the wallet', {
      code: WALLET_ERROR_CODES.resourceUnavailable,
      ...options,
    })
  }
}
export type WalletRequestPendingErrorType = WalletRequestPendingError & {
  name: 'WalletRequestPendingError'
}

/** The wallet refused the request as invalid (JSON-RPC -32000). */
export class WalletInvalidInputError extends ProviderRequestError {
  override name = 'WalletInvalidInputError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet refused the request as invalid', {
      code: WALLET_ERROR_CODES.invalidInput,
      ...options,
    })
  }
}
export type WalletInvalidInputErrorType = WalletInvalidInputError & {
  name: 'WalletInvalidInputError'
}

/** The wallet refused the request's parameters (JSON-RPC -32602). */
export class WalletInvalidParamsError extends ProviderRequestError {
  override name = 'WalletInvalidParamsError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet refused the request parameters', {
      code: WALLET_ERROR_CODES.invalidParams,
      ...options,
    })
  }
}
export type WalletInvalidParamsErrorType = WalletInvalidParamsError & {
  name: 'WalletInvalidParamsError'
}

/** The wallet failed while handling the request (JSON-RPC -32603). */
export class WalletInternalError extends ProviderRequestError {
  override name = 'WalletInternalError'
  constructor(message = '', options: PorticoErrorOptions = {}) {
    super(message || 'The wallet failed to handle the request', {
      code: WALLET_ERROR_CODES.internalError,
      ...options,
    })
  }
}
export type WalletInternalErrorType = WalletInternalError & { name: 'WalletInternalError' }

/** Any error a wallet's coded answer becomes, other than a refusal (see `mapWalletError`). */
export type WalletCodeErrorType =
  | ProviderRequestErrorType
  | WalletUnauthorizedErrorType
  | WalletUnsupportedMethodErrorType
  | WalletDisconnectedErrorType
  | WalletChainDisconnectedErrorType
  | WalletUnrecognizedChainErrorType
  | WalletRequestPendingErrorType
  | WalletInvalidInputErrorType
  | WalletInvalidParamsErrorType
  | WalletInternalErrorType
