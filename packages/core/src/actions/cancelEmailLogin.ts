import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Drops the e-mail sign-in under way (EmailLogin's back button): a device approval still
 * awaited no longer moves the view.
 *
 * @example
 * cancelEmailLogin(config)
 */
export function cancelEmailLogin(config: PorticoConfig): void {
  config.internal.emailLoginId++
  setEmailFlow(config, 'login', undefined)
  config.stores.auth.setState({ start: { busy: false } })
}
