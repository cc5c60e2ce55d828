/**
 * The languages the kit speaks (issue #30), as BCP 47 tags. Every catalogue of `@portico/react`
 * and of the embedded wallet's frame has exactly these.
 */
export const SUPPORTED_LOCALES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'ja',
  'zh-CN',
  'ko',
  'tr',
  'hi',
  'ru',
  'id',
  'ar',
] as const

export type Locale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** The locales written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar'])

export function isSupportedLocale(tag: string): tag is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(tag)
}

/** `'rtl'` for Arabic, else `'ltr'`: what the modal's `dir` attribute gets. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

/**
 * The first of the visitor's languages (most preferred first, as `navigator.languages`) that
 * the kit speaks: an exact tag first ('pt-BR'), else the same language in another region
 * ('pt-PT' → 'pt-BR', 'zh-TW' → 'zh-CN', 'es-419' → 'es'); English when none is.
 *
 * @example
 * resolveLocale(['fr-CA', 'en']) // 'fr'
 */
export function resolveLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split('-')[0]?.toLowerCase()
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === language)
    if (sameLanguage) return sameLanguage
  }
  return DEFAULT_LOCALE
}

/** The browser's languages, or none on a server. */
export function readSystemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean)
}
