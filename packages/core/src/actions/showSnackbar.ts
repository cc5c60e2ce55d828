import { SNACKBAR_REPLACE_DELAY_MS } from '../constants.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SnackbarVariant } from '../types/state.ts'
import type { ViewName } from '../types/views.ts'

export interface ShowSnackbarParameters {
  message: string
  variant: SnackbarVariant
  /**
   * The view the message is about ('Address copied' in Receive): it ends when the visitor
   * leaves that view (`autoDismissSnackbar`), instead of covering the next one. Unset, it
   * stays across views until its time is up.
   */
  view?: ViewName
}

/**
 * Shows a snackbar (spec §4). An open one is hidden first and the new one appears 150 ms
 * later, so the change reads as a new message; a later call in that gap wins.
 *
 * @example
 * showSnackbar(config, { message: 'Address copied', variant: 'success', view: 'Receive' })
 */
export function showSnackbar(config: PorticoConfig, snackbar: ShowSnackbarParameters): void {
  const { internal, stores } = config
  clearTimeout(internal.snackbarTimer)
  internal.snackbarTimer = undefined
  const next = {
    message: snackbar.message,
    variant: snackbar.variant,
    id: internal.nextSnackbarId++,
    ...(snackbar.view ? { view: snackbar.view } : {}),
  }

  if (!stores.snackbar.getState().snackbar) {
    stores.snackbar.setState({ snackbar: next })
    return
  }
  stores.snackbar.setState({ snackbar: undefined })
  internal.snackbarTimer = setTimeout(() => {
    internal.snackbarTimer = undefined
    stores.snackbar.setState({ snackbar: next })
  }, SNACKBAR_REPLACE_DELAY_MS)
}
