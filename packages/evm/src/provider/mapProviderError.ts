import {
  ConnectionRejectedError,
  type PorticoError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import * as v from 'valibot'
import { getProviderErrorCodes } from './getProviderErrorCodes.ts'

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001

const MAX_MESSAGE_LENGTH = 200

const messageSchema = v.looseObject({ message: v.string() })

/** Where the request happened: a rejection during connect reads differently to the visitor. */
export type RequestContext = 'connect' | 'request'

/**
 * Turns whatever a wallet threw into a `PorticoError`: 4001 → `ConnectionRejectedError` while
 * connecting, `UserRejectedRequestError` otherwise; any other code → `ProviderRequestError`
 * carrying that code. The original error is kept as `cause`. Always maps by code, even when the
 * wallet's error is itself a `PorticoError` (the test wallet's are).
 *
 * @example
 * mapProviderError({ code: 4001, message: 'nope' }, 'connect') // ConnectionRejectedError
 */
export function mapProviderError(error: unknown, context: RequestContext): PorticoError {
  const codes = getProviderErrorCodes(error)
  if (codes.includes(USER_REJECTED_CODE)) {
    return context === 'connect'
      ? new ConnectionRejectedError({ cause: error })
      : new UserRejectedRequestError({ cause: error })
  }
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
