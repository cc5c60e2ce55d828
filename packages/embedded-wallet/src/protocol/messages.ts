import { ALERTS, EMBEDDED_ACTION_NOT_ALLOWED, UserRejectedRequestError } from '@portico/core'

/**
 * User-facing messages of the embedded wallet (spec §8), one place for the kit and the frame.
 * The ones core already owns (its alert catalogue, its constants) are taken from there.
 */
export const EMBEDDED_MESSAGES = {
  /** The kit refuses a method that is neither safe nor approvable. */
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  /** Shown in the modal ERROR_MESSAGE_DELAY_MS after a refused call. */
  actionNotAllowed: EMBEDDED_ACTION_NOT_ALLOWED,
  /** The frame refuses a method that is not on its list. */
  rpcMethodNotAllowed: 'RPC method not allowed',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  frameError: 'An error occurred',
  /** The visitor pressed Reject in the approve view: core's 4001 error says the same. */
  userRejected: new UserRejectedRequestError().message,
  frameLoadTimeout: ALERTS.IFRAME_LOAD_FAILED.message,
  frameLoadError: 'Unable to load email login dependency',
  requestTimedOut: ALERTS.IFRAME_REQUEST_TIMEOUT.message,
} as const
