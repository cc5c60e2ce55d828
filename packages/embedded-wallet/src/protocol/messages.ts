/** User-facing messages of the embedded wallet (spec §8), one place for the kit and the frame. */
export const EMBEDDED_MESSAGES = {
  /** The kit refuses a method that is neither safe nor approvable. */
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  /** Shown in the modal ERROR_MESSAGE_DELAY_MS after a refused call. */
  actionNotAllowed: 'Action not allowed',
  /** The frame refuses a method that is not on its list. */
  rpcMethodNotAllowed: 'RPC method not allowed',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  frameError: 'An error occurred',
  /** The visitor pressed Reject in the approve view. */
  userRejected: 'User rejected the request',
  frameLoadTimeout: 'Network Error - Could not load embedded wallet',
  frameLoadError: 'Unable to load email login dependency',
  requestTimedOut: 'Embedded Wallet Request Timed Out',
} as const
