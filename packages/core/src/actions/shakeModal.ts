import { MODAL_SHAKE_MS } from '../constants.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Shakes the modal for 500 ms (spec §2), e.g. when it cannot be closed yet.
 *
 * @example
 * shakeModal(config)
 */
export function shakeModal(config: PorticoConfig): void {
  const { internal, stores } = config
  clearTimeout(internal.shakeTimer)
  stores.modal.setState({ shake: true })
  internal.shakeTimer = setTimeout(() => {
    internal.shakeTimer = undefined
    stores.modal.setState({ shake: false })
  }, MODAL_SHAKE_MS)
}
