import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * A social sign-in could not start (spec §8): the browser blocked the provider's window, or the
 * embedded wallet could not give the provider's address.
 */
export class SocialLoginInitError extends PorticoError {
  override name = 'SocialLoginInitError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to initiate social connection', options)
  }
}
export type SocialLoginInitErrorType = SocialLoginInitError & { name: 'SocialLoginInitError' }

/** The visitor closed the provider's window before signing in (spec §4, §8). */
export class SocialPopupClosedError extends PorticoError {
  override name = 'SocialPopupClosedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Popup closed', options)
  }
}
export type SocialPopupClosedErrorType = SocialPopupClosedError & { name: 'SocialPopupClosedError' }

/** The provider's answer did not lead to a connected account (spec §8). */
export class SocialConnectError extends PorticoError {
  override name = 'SocialConnectError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to connect', options)
  }
}
export type SocialConnectErrorType = SocialConnectError & { name: 'SocialConnectError' }
