import type { Locale } from '../i18n/locales.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Sets the modal's language; `undefined` follows the browser's languages again.
 *
 * @example
 * setLocale(config, 'ja')
 * setLocale(config, undefined) // follow the browser
 */
export function setLocale(config: PorticoConfig, locale?: Locale): void {
  config.stores.locale.setState((state) => ({
    locale,
    resolvedLocale: locale ?? state.systemLocale,
  }))
}
