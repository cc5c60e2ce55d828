import {
  ConnectionRejectedError,
  type PorticoError,
  PorticoError as PorticoErrorClass,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { getErrorCode, getErrorMessage } from './getErrorCode.ts'

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001
/** WalletConnect's USER_REJECTED, USER_REJECTED_CHAINS, _METHODS and _EVENTS sdk errors. */
const WALLETCONNECT_REJECTED_CODES: ReadonlySet<number> = new Set([5000, 5001, 5002, 5003])

export type RequestContext = 'connect' | 'request'

/**
 * Turns what the WalletConnect client threw into a `PorticoError`: a user rejection (4001, or
 * WalletConnect's 5000–5003) is a `ConnectionRejectedError` while connecting and a
 * `UserRejectedRequestError` otherwise; anything else is a `ProviderRequestError` with the code.
 * A `PorticoError` passes through unchanged.
 *
 * @example
 * mapWalletConnectError({ code: 5000, message: 'User rejected.' }, 'connect') // ConnectionRejectedError
 */
export function mapWalletConnectError(error: unknown, context: RequestContext): PorticoError {
  if (error instanceof PorticoErrorClass) return error
  const code = getErrorCode(error)
  if (code === USER_REJECTED_CODE || (code !== undefined && WALLETCONNECT_REJECTED_CODES.has(code)))
    return context === 'connect'
      ? new ConnectionRejectedError({ cause: error })
      : new UserRejectedRequestError({ cause: error })
  return new ProviderRequestError(getErrorMessage(error), { code, cause: error })
}
