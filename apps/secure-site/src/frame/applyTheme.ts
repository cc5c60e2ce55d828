/**
 * Light or dark for the frame's page (APP_SYNC_THEME): the stylesheet reads `data-theme`, and
 * `color-scheme` makes the browser's own controls and scrollbars match.
 *
 * @example
 * applyTheme(document, 'dark')
 */
export function applyTheme(document: Document, mode: 'light' | 'dark'): void {
  document.documentElement.dataset.theme = mode
  document.documentElement.style.colorScheme = mode
}
