import { showNextSiwxPrompt } from '../internal/siwx/showSiwxPrompt.ts'
import type { PorticoConfig } from '../types/config.ts'
import { closeModal } from './closeModal.ts'
import { disconnect } from './disconnect.ts'

/**
 * SIWXSignMessage's Cancel (spec §4): when signing in is required (`getRequired()` is true) the
 * account's namespace is disconnected (and the modal closes); otherwise the modal closes and this
 * account is not asked again until its network or address changes or it connects anew. Never
 * throws.
 *
 * @example
 * await cancelSiwx(config)
 */
export async function cancelSiwx(config: PorticoConfig): Promise<void> {
  const prompt = config.stores.siwx.getState().prompt
  if (prompt && config.options.siwx?.getRequired?.() === true) {
    // Disconnecting ends the sign view's flow first, so the modal may close.
    await disconnect(config, { namespace: prompt.namespace }).catch((error: unknown) =>
      console.warn(`[portico] could not disconnect ${prompt.namespace}`, error),
    )
    return
  }
  closeModal(config)
  // Another namespace's account may be waiting for its turn (a session spanning families).
  showNextSiwxPrompt(config)
}
