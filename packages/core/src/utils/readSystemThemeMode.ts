import type { ThemeMode } from '../types/state.ts'

/** The media query whose match means the system prefers dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/**
 * The system's colour-scheme preference; 'light' where it cannot be read (server rendering).
 *
 * @example
 * readSystemThemeMode() // 'dark' on a system set to dark
 */
export function readSystemThemeMode(): ThemeMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light'
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light'
}
