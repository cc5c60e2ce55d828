import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * A Farcaster sign-in failed (spec §8): the embedded wallet could not give its address, the
 * Farcaster relay or the server could not be reached, or the approval did not lead to a
 * connected account.
 */
export class FarcasterConnectError extends PorticoError {
  override name = 'FarcasterConnectError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to connect to farcaster', options)
  }
}
export type FarcasterConnectErrorType = FarcasterConnectError & { name: 'FarcasterConnectError' }

/**
 * The Farcaster sign-in's address expired before the visitor approved it in their Farcaster
 * client: a new one is needed (the embedded wallet's own words).
 */
export class FarcasterExpiredError extends PorticoError {
  override name = 'FarcasterExpiredError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Farcaster sign-in expired', options)
  }
}
export type FarcasterExpiredErrorType = FarcasterExpiredError & { name: 'FarcasterExpiredError' }
