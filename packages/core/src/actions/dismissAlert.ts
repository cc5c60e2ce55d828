import type { PorticoConfig } from '../types/config.ts'

/**
 * Hides the open alert.
 *
 * @example
 * dismissAlert(config)
 */
export function dismissAlert(config: PorticoConfig): void {
  config.stores.alerts.setState({ alert: undefined })
}
