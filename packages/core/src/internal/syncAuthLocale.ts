import type { PorticoConfig } from '../types/config.ts'
import { findAuthAdapter } from './getAuthAdapter.ts'

/**
 * Tells the e-mail wallet's adapter the kit's language now and after every change, so that the
 * approve view its frame shows speaks it too. Returns the stop.
 *
 * @example
 * stops.push(syncAuthLocale(config))
 */
export function syncAuthLocale(config: PorticoConfig): () => void {
  const auth = findAuthAdapter(config)?.auth
  if (!auth) return () => {}
  const { locale } = config.stores
  auth.syncLocale({ locale: locale.getState().resolvedLocale })
  return locale.subscribe((state, previous) => {
    if (state.resolvedLocale !== previous.resolvedLocale)
      auth.syncLocale({ locale: state.resolvedLocale })
  })
}
