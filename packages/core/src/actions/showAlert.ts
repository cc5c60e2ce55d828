import type { PorticoConfig } from '../types/config.ts'
import type { Alert } from '../types/state.ts'

export type ShowAlertParameters = Alert

/**
 * Shows one alert (spec §8) at the top of the modal, replacing any open one.
 *
 * @example
 * showAlert(config, ALERTS.RATE_LIMITED)
 * showAlert(config, { variant: 'warning', message: 'Something to know' })
 */
export function showAlert(config: PorticoConfig, alert: ShowAlertParameters): void {
  config.stores.alerts.setState({ alert: { ...alert } })
}
