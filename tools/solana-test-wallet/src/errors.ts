/**
 * An error the test wallet answers a request with. Solana wallets (Phantom, Solflare) throw
 * `{ code, message }` errors with EIP-1193's codes, so dApps can tell a refusal from a failure.
 *
 * @example
 * try {
 *   await wallet.features['solana:signMessage'].signMessage({ account, message })
 * } catch (error) {
 *   if (error instanceof SolanaTestWalletError && error.code === 4001) console.info('declined')
 * }
 */
export class SolanaTestWalletError extends Error {
  override name = 'SolanaTestWalletError'
  readonly code: number

  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
  }
}

/**
 * 4001: the (simulated) visitor declined the request.
 *
 * @example
 * controls.rejectNext() // the next connect or signature rejects with UserRejectedError
 */
export class UserRejectedError extends SolanaTestWalletError {
  override name = 'UserRejectedError'
  constructor() {
    super(4001, 'User rejected the request.')
  }
}

/**
 * 4100: the site is not authorised, or asked for an account this wallet does not hold.
 *
 * @example
 * await signMessage({ account, message }) // before connect: rejects with UnauthorizedError
 */
export class UnauthorizedError extends SolanaTestWalletError {
  override name = 'UnauthorizedError'
  constructor(details = '') {
    super(
      4100,
      `The requested method and/or account has not been authorized by the user.${details ? ` ${details}` : ''}`,
    )
  }
}

/**
 * -32602: the input does not have the shape the feature needs (bad bytes, unknown chain).
 *
 * @example
 * await signTransaction({ account, transaction: new Uint8Array(3) }) // rejects with InvalidInputError
 */
export class InvalidInputError extends SolanaTestWalletError {
  override name = 'InvalidInputError'
  constructor(details: string) {
    super(-32602, `Invalid input: ${details}`)
  }
}

/**
 * -32603: the network refused or failed the transaction.
 *
 * @example
 * await signAndSendTransaction({ account, transaction, chain }) // node down: rejects with SendFailedError
 */
export class SendFailedError extends SolanaTestWalletError {
  override name = 'SendFailedError'
  constructor(details: string, cause?: unknown) {
    super(-32603, `Sending the transaction failed: ${details}`, { cause })
  }
}
