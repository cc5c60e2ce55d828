import { SNACKBAR_DISPLAY_MS } from '../constants.ts'
import type { PorticoConfig } from '../types/config.ts'
import { dismissSnackbar } from './dismissSnackbar.ts'

/**
 * Hides each success or error snackbar `SNACKBAR_DISPLAY_MS` after it appears, for as long as
 * it runs; a loading one stays until the work it reports replaces it. A new snackbar gets its
 * own full time. One shown before the call starts its time at the call: a UI starts this while
 * the snackbar is on screen (the modal is open), so a message is never gone before it was seen.
 * A snackbar shown with a `view` ends as soon as the router leaves that view (issue #30: the
 * 'Address copied' of Receive covered Swap's button).
 * Returns the function that stops it (and its timer).
 *
 * @example
 * const stop = autoDismissSnackbar(config) // when the modal opens
 * stop() // when it closes
 */
export function autoDismissSnackbar(config: PorticoConfig): () => void {
  const store = config.stores.snackbar
  let timer: ReturnType<typeof setTimeout> | undefined
  let timedId: number | undefined

  const follow = () => {
    const snackbar = store.getState().snackbar
    // A message about one view ends when the visitor is no longer in it.
    if (snackbar?.view && snackbar.view !== config.stores.router.getState().view) {
      dismissSnackbar(config)
      return
    }
    const id = snackbar && snackbar.variant !== 'loading' ? snackbar.id : undefined
    if (id === timedId) return
    clearTimeout(timer)
    timer = undefined
    timedId = id
    if (id === undefined) return
    timer = setTimeout(() => {
      timer = undefined
      // Only the snackbar this timer was started for: a newer one has its own.
      if (store.getState().snackbar?.id === id) dismissSnackbar(config)
    }, SNACKBAR_DISPLAY_MS)
  }

  follow()
  const unsubscribe = store.subscribe(follow)
  const unsubscribeRouter = config.stores.router.subscribe(follow)
  return () => {
    unsubscribe()
    unsubscribeRouter()
    clearTimeout(timer)
    timer = undefined
  }
}
