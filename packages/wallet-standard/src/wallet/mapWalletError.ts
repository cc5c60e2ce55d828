import {
  ConnectionRejectedError,
  PorticoError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import * as v from 'valibot'
import { getWalletErrorCodes } from './getWalletErrorCodes.ts'

/** EIP-1193 "User Rejected Request", which Solana and Bitcoin wallets use too. */
export const USER_REJECTED_CODE = 4001

const MAX_MESSAGE_LENGTH = 200

const messageSchema = v.looseObject({ message: v.string() })

/** Where the call happened: a refusal during connect reads differently to the visitor. */
export type WalletCallContext = 'connect' | 'request'

/**
 * Turns whatever a wallet threw into a `PorticoError`, like @portico/evm's mapProviderError:
 * 4001 → `ConnectionRejectedError` while connecting, `UserRejectedRequestError` otherwise; any
 * other error → `ProviderRequestError` with the wallet's code and message. Our own
 * `PorticoError`s (thrown while parsing an answer) pass through unchanged.
 *
 * @example
 * mapWalletError({ code: 4001, message: 'User rejected the request.' }, 'request')
 * // UserRejectedRequestError
 */
export function mapWalletError(error: unknown, context: WalletCallContext): PorticoError {
  const codes = getWalletErrorCodes(error)
  if (codes.includes(USER_REJECTED_CODE)) {
    return context === 'connect'
      ? new ConnectionRejectedError({ cause: error })
      : new UserRejectedRequestError({ cause: error })
  }
  if (error instanceof PorticoError) return error
  return new ProviderRequestError(readMessage(error), { code: codes[0], cause: error })
}

function readMessage(error: unknown): string {
  try {
    const result = v.safeParse(messageSchema, error)
    if (!result.success) return ''
    return result.output.message.slice(0, MAX_MESSAGE_LENGTH)
  } catch {
    return ''
  }
}
