import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@portico/core'

/**
 * The locale the frame shows for a value the page sent (a boot parameter, APP_SYNC_LOCALE, the
 * popup's request): one of the kit's locales, else English. The page may send anything; only a
 * known tag is ever used (for the catalogue, `lang` and `Intl`), never the text it sent.
 *
 * @example
 * frameLocale('ar') // 'ar'
 * frameLocale('xx"><script>') // 'en'
 */
export function frameLocale(value: unknown): Locale {
  return typeof value === 'string' && isSupportedLocale(value) ? value : DEFAULT_LOCALE
}
