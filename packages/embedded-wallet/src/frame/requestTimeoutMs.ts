import { EMBEDDED_REQUEST_TIMEOUT_MS } from '@portico/core'
import type { AppEventType, AppRequestInput } from '../protocol/appEvents.ts'
import { rpcMethodClass } from '../protocol/rpcMethods.ts'

/**
 * How long the kit waits for the frame's answer to a request that has no longer limit. Not a
 * spec number: long enough for a signature over a slow RPC, short enough that a frame that
 * went away does not leave a spinner forever.
 */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

// Spec §9: these wait for the visitor (an e-mail, a code, a provider's page).
const VISITOR_PACED_REQUESTS: ReadonlySet<AppEventType> = new Set<AppEventType>([
  'APP_CONNECT_EMAIL',
  'APP_CONNECT_DEVICE',
  'APP_CONNECT_OTP',
  'APP_CONNECT_SOCIAL',
  'APP_GET_SOCIAL_REDIRECT_URI',
])

/**
 * The time limit of a request, or undefined for none: an RPC request that waits for the
 * visitor's Approve may take as long as they like (APP_RPC_ABORT ends it instead), and so may
 * a Farcaster sign-in (the channel's expiry or APP_RELOAD ends it).
 *
 * @example
 * requestTimeoutMs('APP_CONNECT_OTP', { otp: '123456' }) // 120000
 * requestTimeoutMs('APP_RPC_REQUEST', { method: 'personal_sign' }) // undefined
 * requestTimeoutMs('APP_CONNECT_FARCASTER', {}) // undefined
 * requestTimeoutMs('APP_GET_USER', {}) // 30000
 */
export function requestTimeoutMs<T extends AppEventType>(
  type: T,
  payload: AppRequestInput<T>,
): number | undefined {
  if (VISITOR_PACED_REQUESTS.has(type)) return EMBEDDED_REQUEST_TIMEOUT_MS
  // Waits for the visitor's Farcaster client as long as the sign-in's channel lives: the frame
  // ends it ('Farcaster sign-in expired'), and leaving the view reloads the frame (APP_RELOAD).
  if (type === 'APP_CONNECT_FARCASTER') return undefined
  if (type === 'APP_RPC_REQUEST') {
    const { method } = payload as AppRequestInput<'APP_RPC_REQUEST'>
    if (rpcMethodClass(method) === 'approve') return undefined
  }
  return FRAME_REQUEST_TIMEOUT_MS
}
