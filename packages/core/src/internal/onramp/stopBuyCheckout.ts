import type { PorticoConfig } from '../../types/config.ts'

/**
 * Stops following the checkout: its message listener, its poll and a chain check under way.
 * `close`: the window is closed too (the visitor cancelled, or its address could not be had).
 */
export function stopBuyCheckout(config: PorticoConfig, options: { close?: boolean } = {}): void {
  const record = config.internal.onramp.checkout
  if (!record) return
  config.internal.onramp.checkout = undefined
  record.controller.abort()
  if (options.close) {
    try {
      record.popup?.close()
    } catch {
      // A window the browser no longer lets us touch: nothing to close.
    }
  }
}
