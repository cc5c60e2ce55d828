import type { ThemeMode } from '@portico/core'
import type { CSSProperties } from 'react'
import { toThemeStyle } from '../styles/toThemeStyle.ts'

/**
 * Inline styles of a wallet button. Like the connect button it sits in the host page's DOM,
 * where the kit adds no stylesheet, so its look travels in `style`, from the modal's theme
 * tokens and overrides. It never grows wider than its container: a long name is cut with an
 * ellipsis (`walletButtonLabelStyle`).
 *
 * @example
 * <button style={walletButtonStyle({ mode: 'light', variables: {}, hovered: false, disabled: false })} />
 */
export function walletButtonStyle({
  mode,
  variables,
  hovered,
  disabled,
}: {
  mode: ThemeMode
  variables: Readonly<Record<string, string>>
  hovered: boolean
  disabled: boolean
}): CSSProperties {
  const theme = toThemeStyle(mode, variables)
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 10,
    boxSizing: 'border-box',
    maxWidth: '100%',
    minWidth: 0,
    height: 44,
    padding: '0 14px 0 8px',
    border: `1px solid ${theme['--portico-border']}`,
    borderRadius: 14,
    font: 'inherit',
    fontFamily: theme['--portico-font-family'],
    fontSize: 15,
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'start',
    cursor: disabled ? 'default' : 'pointer',
    opacity: disabled ? 0.55 : 1,
    color: theme['--portico-fg'],
    background: hovered && !disabled ? theme['--portico-bg-subtle'] : theme['--portico-bg'],
    transition: 'background-color 120ms ease',
    outlineOffset: 2,
  }
}

/** The name: takes the room left, cut with an ellipsis when it does not fit. */
export const walletButtonLabelStyle: CSSProperties = {
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}
