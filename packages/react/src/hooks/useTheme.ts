import { setThemeMode, type ThemeMode, type ThemeState } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseThemeReturnType {
  /** The mode set by the developer (`themeMode` option) or `setThemeMode`; undefined follows the system. */
  themeMode: ThemeMode | undefined
  /** What the kit renders: `themeMode` when set, else the system preference. */
  resolvedThemeMode: ThemeMode
  /** The `themeVariables` option: CSS custom properties over the built-in theme. */
  themeVariables: Readonly<Record<string, string>>
  /** Light or dark; `undefined` follows the system preference again. */
  setThemeMode: (mode?: ThemeMode) => void
}

/**
 * The kit's theme (spec §2: light or dark, from the system preference when none is set) and a
 * way to change it at run time. The server cannot see the visitor's preference, so server
 * rendering and hydration use light unless a mode is set; the live mode follows at once.
 *
 * @example
 * function ThemeToggle() {
 *   const { resolvedThemeMode, setThemeMode } = useTheme()
 *   const next = resolvedThemeMode === 'dark' ? 'light' : 'dark'
 *   return <button onClick={() => setThemeMode(next)}>Use {next} theme</button>
 * }
 */
export function useTheme(): UseThemeReturnType {
  const config = usePorticoConfig()
  const store = config.stores.theme
  const serverState = useCallback((): ThemeState => asOnServer(store.getInitialState()), [store])
  const themeMode = useStoreState(store, (state) => state.themeMode, serverState)
  const resolvedThemeMode = useStoreState(store, (state) => state.resolvedThemeMode, serverState)
  const themeVariables = useStoreState(store, (state) => state.themeVariables, serverState)
  const set = useCallback((mode?: ThemeMode) => setThemeMode(config, mode), [config])
  return useMemo(
    () => ({ themeMode, resolvedThemeMode, themeVariables, setThemeMode: set }),
    [themeMode, resolvedThemeMode, themeVariables, set],
  )
}

/** The theme as a server computes it: no system preference, so light (`readSystemThemeMode`). */
function asOnServer(state: ThemeState): ThemeState {
  return { ...state, systemThemeMode: 'light', resolvedThemeMode: state.themeMode ?? 'light' }
}
