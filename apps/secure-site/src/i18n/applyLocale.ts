import type { FrameI18n } from './frameI18n.ts'

/**
 * The language and direction of a page or of the approve view: `lang` for screen readers,
 * fonts and hyphenation, `dir` so that Arabic lays out right to left.
 *
 * @example
 * applyLocale(document.documentElement, i18n)
 */
export function applyLocale(element: HTMLElement, i18n: Pick<FrameI18n, 'locale' | 'dir'>): void {
  element.lang = i18n.locale
  element.dir = i18n.dir
}
