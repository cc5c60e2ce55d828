import type { PorticoConfig } from '../types/config.ts'

/**
 * Hides the snackbar, including one still waiting to replace another.
 *
 * @example
 * dismissSnackbar(config)
 */
export function dismissSnackbar(config: PorticoConfig): void {
  clearTimeout(config.internal.snackbarTimer)
  config.internal.snackbarTimer = undefined
  config.stores.snackbar.setState({ snackbar: undefined })
}
