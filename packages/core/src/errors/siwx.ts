import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * Checking the account's sign-in failed: `getSessions` or `createMessage` threw (spec §8). The
 * kit disconnects that namespace and returns to Connect.
 */
export class SiwxInitError extends PorticoError {
  override name = 'SiwxInitError'
  constructor(options: PorticoErrorOptions = {}) {
    super('A problem occurred while trying initialize authentication', options)
  }
}
export type SiwxInitErrorType = SiwxInitError & { name: 'SiwxInitError' }

/**
 * Signing in failed: the wallet refused to sign, or `addSession` refused the signed message
 * (spec §8). The sign view stays open for another try; `cause` says what went wrong.
 */
export class SiwxSignError extends PorticoError {
  override name = 'SiwxSignError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Error signing message', options)
  }
}
export type SiwxSignErrorType = SiwxSignError & { name: 'SiwxSignError' }
