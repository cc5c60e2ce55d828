import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * An error the test wallet answers a request with. Like every EIP-1193 provider error it carries
 * a numeric `code` and a `message`, so dApps (and viem) treat it as a real wallet's error.
 *
 * @example
 * try {
 *   await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
 * } catch (error) {
 *   if (error instanceof TestWalletRpcError && error.code === 4902) await addChain()
 * }
 */
export class TestWalletRpcError extends PorticoError {
  override name = 'TestWalletRpcError'
  declare readonly code: number
  /** Extra detail from the chain, e.g. revert data (EIP-1193 `data`). */
  readonly data: unknown

  constructor(
    code: number,
    message: string,
    options: Omit<PorticoErrorOptions, 'code'> & { data?: unknown } = {},
  ) {
    const { data, ...rest } = options
    super(message, { ...rest, code })
    this.data = data
  }
}

/** 4001: the (simulated) user declined the request. */
export class UserRejectedError extends TestWalletRpcError {
  override name = 'UserRejectedError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(4001, 'User rejected the request.', options)
  }
}

/** 4100: the site has not been authorised, or asked for an account this wallet does not hold. */
export class UnauthorizedError extends TestWalletRpcError {
  override name = 'UnauthorizedError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(4100, 'The requested method and/or account has not been authorized by the user.', options)
  }
}

/** 4200: the wallet does not implement the method. */
export class UnsupportedMethodError extends TestWalletRpcError {
  override name = 'UnsupportedMethodError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(4200, 'The Provider does not support the requested method.', options)
  }
}

/** 4900: the wallet is disconnected from every chain (see `testControls.disconnect`). */
export class DisconnectedError extends TestWalletRpcError {
  override name = 'DisconnectedError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(4900, 'The Provider is disconnected from all chains.', options)
  }
}

/** 4901: the current chain's RPC endpoint cannot be reached. */
export class ChainDisconnectedError extends TestWalletRpcError {
  override name = 'ChainDisconnectedError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(4901, 'The Provider is not connected to the requested chain.', options)
  }
}

/** 4902: a switch to a chain the wallet does not know; add it with wallet_addEthereumChain. */
export class UnrecognizedChainError extends TestWalletRpcError {
  override name = 'UnrecognizedChainError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(4902, 'Unrecognized chain ID', options)
  }
}

/** -32602: the request's params do not have the shape the method needs. */
export class InvalidParamsError extends TestWalletRpcError {
  override name = 'InvalidParamsError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(-32602, 'Invalid params', options)
  }
}

/** -32603: anything else that went wrong while serving the request. */
export class InternalRpcError extends TestWalletRpcError {
  override name = 'InternalRpcError'
  constructor(message: string, options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(-32603, message || 'Internal error', options)
  }
}

/** -32600: `request` was called with something that is not `{ method, params? }`. */
export class InvalidRequestError extends TestWalletRpcError {
  override name = 'InvalidRequestError'
  constructor(options: Omit<PorticoErrorOptions, 'code'> = {}) {
    super(-32600, 'Invalid request', options)
  }
}

/** `createTestWallet` was given no chains, or a `chainId` that is not among them. */
export class TestWalletConfigError extends PorticoError {
  override name = 'TestWalletConfigError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid test wallet configuration', options)
  }
}

/** `testControls.approve` / `decline` found no request waiting (or none with that id). */
export class NoPendingRequestError extends PorticoError {
  override name = 'NoPendingRequestError'
  constructor(options: PorticoErrorOptions = {}) {
    super('No request is waiting for approval', options)
  }
}
