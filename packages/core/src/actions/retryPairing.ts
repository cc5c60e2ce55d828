import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import type { PorticoConfig } from '../types/config.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'

/**
 * A fresh pairing URI: for the connect under way, or a new connect after the last one was
 * rejected or failed. The outcome shows in the pairing store (the view reads it there).
 *
 * @example
 * <button onClick={() => retryPairing(config)}>Try again</button>
 */
export function retryPairing(config: PorticoConfig): void {
  const pairing = getPairingAdapter(config)?.pairing
  if (pairing?.retry()) return
  // Failures land in the pairing store; nobody awaits this promise.
  connectWalletConnect(config).catch(() => undefined)
}
