import type { ThemeMode } from '@portico/core'
import type { CSSProperties } from 'react'
import { baseTokens, themeTokens } from './themeTokens.ts'

/**
 * The custom properties for one mode with the developer's overrides on top. Keys may be given
 * with or without the `--portico-` prefix (`accent` and `--portico-accent` are the same);
 * values containing characters that could end the declaration are ignored.
 *
 * @example
 * toThemeStyle('dark', { accent: '#ff5a1f' })['--portico-accent'] // '#ff5a1f'
 */
export function toThemeStyle(
  mode: ThemeMode,
  overrides: Readonly<Record<string, string>> = {},
): CSSProperties & Record<string, string> {
  const style: Record<string, string> = { ...baseTokens, ...themeTokens[mode] }
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value !== 'string' || /[;{}<>]/.test(value)) continue
    const name = key.startsWith('--') ? key : `--portico-${key}`
    if (!/^--[a-z0-9-]+$/i.test(name)) continue
    style[name] = value
  }
  return style
}
