import type { PorticoConfig } from '../../types/config.ts'
import type { SendState } from '../../types/send.ts'
import { validateSend } from './validateSend.ts'

/**
 * Applies a change of the Send form and keeps `validation` current: every setter goes through
 * here, so the view always shows the first rule the form breaks (spec §5).
 */
export function updateSendForm(config: PorticoConfig, patch: Partial<SendState>): void {
  const next: SendState = { ...config.stores.send.getState(), ...patch }
  config.stores.send.setState({ ...next, validation: validateSend(config, next) }, true)
}
