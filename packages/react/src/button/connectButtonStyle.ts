import type { ThemeMode } from '@portico/core'
import type { CSSProperties } from 'react'
import { toThemeStyle } from '../styles/toThemeStyle.ts'

/**
 * Inline styles of the connect button. It sits in the host page's DOM (not in the modal's shadow
 * root) and the kit adds no stylesheet to the page, so its look travels in `style`. Colours
 * follow the same theme tokens and overrides as the modal. It never grows wider than its
 * container: a long account name is cut with an ellipsis (`addressChipStyle`).
 *
 * @example
 * <button style={connectButtonStyle({ mode: 'light', variables: {}, hovered: false, connected: false })} />
 */
export function connectButtonStyle({
  mode,
  variables,
  hovered,
  connected,
}: {
  mode: ThemeMode
  variables: Readonly<Record<string, string>>
  hovered: boolean
  connected: boolean
}): CSSProperties {
  const theme = toThemeStyle(mode, variables)
  const primary = !connected
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    boxSizing: 'border-box',
    maxWidth: '100%',
    minWidth: 0,
    height: 44,
    padding: connected ? '0 6px 0 8px' : '0 18px',
    border: connected ? `1px solid ${theme['--portico-border']}` : 0,
    borderRadius: 14,
    font: 'inherit',
    fontFamily: theme['--portico-font-family'],
    fontSize: 15,
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    color: primary ? theme['--portico-accent-fg'] : theme['--portico-fg'],
    background: primary
      ? hovered
        ? theme['--portico-accent-hover']
        : theme['--portico-accent']
      : hovered
        ? theme['--portico-bg-subtle']
        : theme['--portico-bg'],
    transition: 'background-color 120ms ease',
    outlineOffset: 2,
  }
}

/** The connected button's address or account name: what gives way when room runs out. */
export function addressChipStyle(
  mode: ThemeMode,
  variables: Readonly<Record<string, string>>,
): CSSProperties {
  const theme = toThemeStyle(mode, variables)
  return {
    display: 'block',
    minWidth: 0,
    height: 32,
    lineHeight: '32px',
    padding: '0 10px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderRadius: 10,
    background: theme['--portico-bg-subtle'],
    fontVariantNumeric: 'tabular-nums',
  }
}
