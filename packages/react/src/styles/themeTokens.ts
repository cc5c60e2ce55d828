import type { ThemeMode } from '@portico/core'

/**
 * The theme contract: every colour, radius and font the modal uses is one of these custom
 * properties. `options.themeVariables` overrides any of them (see `toThemeStyle`).
 */
export const themeTokens: Record<ThemeMode, Readonly<Record<string, string>>> = {
  light: {
    '--portico-bg': '#ffffff',
    '--portico-bg-subtle': '#f3f4f6',
    '--portico-bg-hover': '#e8eaee',
    '--portico-fg': '#15171c',
    '--portico-fg-muted': '#585e6b',
    '--portico-border': '#e2e4e9',
    '--portico-accent': '#0f766e',
    '--portico-accent-hover': '#115e59',
    '--portico-accent-fg': '#ffffff',
    '--portico-accent-soft': '#d5f5ef',
    '--portico-accent-soft-fg': '#0b5a53',
    '--portico-danger': '#c0262d',
    '--portico-danger-soft': '#fde8e8',
    '--portico-warning': '#a4550a',
    '--portico-warning-soft': '#fdf0dd',
    '--portico-success': '#23793b',
    '--portico-success-soft': '#e2f5e7',
    '--portico-backdrop': 'rgba(17, 19, 24, 0.48)',
    '--portico-shadow': '0 24px 64px rgba(17, 19, 24, 0.18), 0 2px 8px rgba(17, 19, 24, 0.08)',
  },
  dark: {
    '--portico-bg': '#17191e',
    '--portico-bg-subtle': '#21242b',
    '--portico-bg-hover': '#2b2f37',
    '--portico-fg': '#f2f4f7',
    '--portico-fg-muted': '#a3a9b6',
    '--portico-border': '#30343d',
    '--portico-accent': '#2dd4bf',
    '--portico-accent-hover': '#5eead4',
    '--portico-accent-fg': '#062e2a',
    '--portico-accent-soft': 'rgba(45, 212, 191, 0.16)',
    '--portico-accent-soft-fg': '#7ff0e0',
    '--portico-danger': '#ff7a7a',
    '--portico-danger-soft': 'rgba(255, 122, 122, 0.14)',
    '--portico-warning': '#ffb86b',
    '--portico-warning-soft': 'rgba(255, 184, 107, 0.14)',
    '--portico-success': '#6ee58f',
    '--portico-success-soft': 'rgba(110, 229, 143, 0.14)',
    '--portico-backdrop': 'rgba(5, 6, 8, 0.66)',
    '--portico-shadow': '0 24px 64px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.06)',
  },
}

/** Shared by both modes; overridable the same way. */
export const baseTokens: Readonly<Record<string, string>> = {
  '--portico-font-family':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  '--portico-radius': '24px',
  '--portico-radius-item': '16px',
  '--portico-radius-control': '12px',
}
