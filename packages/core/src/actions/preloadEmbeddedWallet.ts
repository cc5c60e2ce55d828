import { findAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Starts loading the embedded wallet's frame when e-mail sign-in is on, so that the first code
 * goes out without the load wait. Idempotent; does nothing without an e-mail adapter.
 *
 * @example
 * preloadEmbeddedWallet(config) // e.g. when the Connect view shows the e-mail field
 */
export function preloadEmbeddedWallet(config: PorticoConfig): void {
  if (!config.stores.features.getState().features.email) return
  findAuthAdapter(config)?.auth.preload()
}
