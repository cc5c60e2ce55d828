import { type Locale, type LocaleState, setLocale } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseLocaleReturnType {
  /** The language set by the developer (`locale` option) or `setLocale`; undefined follows the browser. */
  locale: Locale | undefined
  /** What the modal speaks: `locale` when set, else the browser's first language the kit has. */
  resolvedLocale: Locale
  /** Sets the language; `undefined` follows the browser's languages again. */
  setLocale: (locale?: Locale) => void
}

/**
 * The modal's language and a way to change it at run time, e.g. from the dApp's own language
 * menu. A server cannot see the visitor's languages: server rendering and hydration use the
 * `locale` option, else English; the live language follows at once.
 *
 * @example
 * function LanguageMenu() {
 *   const { resolvedLocale, setLocale } = useLocale()
 *   return (
 *     <select value={resolvedLocale} onChange={(event) => setLocale(event.target.value as Locale)}>
 *       {SUPPORTED_LOCALES.map((locale) => <option key={locale}>{locale}</option>)}
 *     </select>
 *   )
 * }
 */
export function useLocale(): UseLocaleReturnType {
  const config = usePorticoConfig()
  const store = config.stores.locale
  const serverState = useCallback((): LocaleState => asOnServer(store.getInitialState()), [store])
  const locale = useStoreState(store, (state) => state.locale, serverState)
  const resolvedLocale = useStoreState(store, (state) => state.resolvedLocale, serverState)
  const set = useCallback((next?: Locale) => setLocale(config, next), [config])
  return useMemo(() => ({ locale, resolvedLocale, setLocale: set }), [locale, resolvedLocale, set])
}

/** The language as a server computes it: no browser languages, so the option or English. */
function asOnServer(state: LocaleState): LocaleState {
  return { ...state, systemLocale: 'en', resolvedLocale: state.locale ?? 'en' }
}
