import type { PorticoConfig } from '../../types/config.ts'
import { findAuthAdapter } from '../connection/getAuthAdapter.ts'

/**
 * Tells the e-mail wallet's adapter the kit's language and its light or dark, now and after
 * every change (`setLocale`, the browser's languages, `setThemeMode`, the system's preference),
 * so that the Approve view its frame shows over the modal speaks its language in its colours.
 * Returns the stop.
 *
 * @example
 * stops.push(syncAuthFrame(config))
 */
export function syncAuthFrame(config: PorticoConfig): () => void {
  const auth = findAuthAdapter(config)?.auth
  if (!auth) return () => {}
  const { locale, theme } = config.stores
  auth.syncLocale({ locale: locale.getState().resolvedLocale })
  auth.syncTheme({ themeMode: theme.getState().resolvedThemeMode })
  const stops = [
    locale.subscribe((state, previous) => {
      if (state.resolvedLocale !== previous.resolvedLocale)
        auth.syncLocale({ locale: state.resolvedLocale })
    }),
    theme.subscribe((state, previous) => {
      if (state.resolvedThemeMode !== previous.resolvedThemeMode)
        auth.syncTheme({ themeMode: state.resolvedThemeMode })
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
