import type { AppEventType } from '@portico/embedded-wallet/protocol'
import type { AppHandlers } from '../frame/dispatchAppMessage.ts'

/**
 * The requests that start, continue or change a sign-in: each reaches the server and may spend
 * a one-time code or a social sign-in there.
 */
export const SIGN_IN_REQUESTS = [
  'APP_CONNECT_EMAIL',
  'APP_CONNECT_DEVICE',
  'APP_CONNECT_OTP',
  'APP_GET_SOCIAL_REDIRECT_URI',
  'APP_CONNECT_SOCIAL',
  'APP_GET_FARCASTER_URI',
  'APP_CONNECT_FARCASTER',
  'APP_UPDATE_EMAIL',
  'APP_UPDATE_EMAIL_PRIMARY_OTP',
  'APP_UPDATE_EMAIL_SECONDARY_OTP',
] as const satisfies readonly AppEventType[]

/**
 * The handlers with every sign-in request answered by `error` at once, before any server call:
 * for a frame that cannot keep a session or make a key (checkFrameEnvironment). Everything else
 * (chain id, theme, connection check, …) is answered as usual.
 *
 * @example
 * const guarded = refuseSignIn(handlers, new StorageBlockedError('secure.example.org'))
 */
export function refuseSignIn(handlers: AppHandlers, error: Error): AppHandlers {
  const refused: Partial<Record<AppEventType, () => never>> = {}
  for (const type of SIGN_IN_REQUESTS)
    refused[type] = () => {
      throw error
    }
  return { ...handlers, ...refused } as AppHandlers
}
