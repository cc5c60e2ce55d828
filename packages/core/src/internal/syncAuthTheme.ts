import type { PorticoConfig } from '../types/config.ts'
import { findAuthAdapter } from './getAuthAdapter.ts'

/**
 * Tells the e-mail wallet's adapter the kit's light or dark now and after every change (a
 * dApp's setThemeMode, the system's preference), so that the Approve view its frame shows over
 * the modal has the modal's colours. Returns the stop.
 *
 * @example
 * stops.push(syncAuthTheme(config))
 */
export function syncAuthTheme(config: PorticoConfig): () => void {
  const auth = findAuthAdapter(config)?.auth
  if (!auth) return () => {}
  const { theme } = config.stores
  auth.syncTheme({ themeMode: theme.getState().resolvedThemeMode })
  return theme.subscribe((state, previous) => {
    if (state.resolvedThemeMode !== previous.resolvedThemeMode)
      auth.syncTheme({ themeMode: state.resolvedThemeMode })
  })
}
