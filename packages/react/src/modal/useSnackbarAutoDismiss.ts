import { dismissSnackbar, type PorticoConfig, type SnackbarState } from '@portico/core'
import { useEffect } from 'react'
import { SNACKBAR_DISPLAY_MS } from '../constants.ts'

/**
 * Hides a success or error snackbar after `SNACKBAR_DISPLAY_MS`; a loading one stays until the
 * work it reports replaces it. A new snackbar restarts the clock.
 *
 * @example
 * useSnackbarAutoDismiss(config, snackbar)
 */
export function useSnackbarAutoDismiss(
  config: PorticoConfig,
  snackbar: SnackbarState['snackbar'],
): void {
  const id = snackbar?.id
  const lasting = snackbar?.variant === 'loading'
  useEffect(() => {
    if (id === undefined || lasting) return
    const timer = setTimeout(() => {
      // Only the snackbar this timer was started for: a newer one gets its own full time.
      if (config.stores.snackbar.getState().snackbar?.id === id) dismissSnackbar(config)
    }, SNACKBAR_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [config, id, lasting])
}
