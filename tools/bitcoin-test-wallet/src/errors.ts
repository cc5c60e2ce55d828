/** EIP-1193 / Wallet Standard wallets' "user rejected the request". */
export const USER_REJECTED_CODE = 4001

/** An error the test wallet throws, with the code real wallets use. */
export class BitcoinTestWalletError extends Error {
  override name = 'BitcoinTestWalletError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * The refusal a person's "Reject" produces.
 *
 * @example
 * throw userRejected()
 */
export function userRejected(): BitcoinTestWalletError {
  return new BitcoinTestWalletError(USER_REJECTED_CODE, 'User rejected the request.')
}
