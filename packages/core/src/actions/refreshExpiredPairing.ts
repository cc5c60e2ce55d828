import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Checks the pairing URI's expiry (spec §4: expired with 10 s or less left) and, when it has
 * expired and the page is visible, asks for a fresh one. A hidden page keeps the expired state
 * (the view offers a retry), so that an unwatched tab does not keep pairing. Returns whether
 * the URI had expired.
 *
 * @example
 * setInterval(() => refreshExpiredPairing(config), 1000)
 */
export function refreshExpiredPairing(config: PorticoConfig): boolean {
  const pairing = getPairingAdapter(config)?.pairing
  if (!pairing?.isExpired()) return false
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden'
  if (visible) pairing.retry()
  return true
}
