import type { PorticoConfig } from '../types/config.ts'
import type { ThemeMode } from '../types/state.ts'

/**
 * Sets light or dark; `undefined` follows the system preference again (spec §2).
 *
 * @example
 * setThemeMode(config, 'dark')
 * setThemeMode(config, undefined) // follow the system
 */
export function setThemeMode(config: PorticoConfig, mode?: ThemeMode): void {
  config.stores.theme.setState((state) => ({
    themeMode: mode,
    resolvedThemeMode: mode ?? state.systemThemeMode,
  }))
}
