import { useEffect, useReducer } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import type { Translate } from './messageId.ts'
import { translatorFor } from './translators.ts'

/**
 * For the page's own components (buttons), which render before any catalogue is loaded: the
 * locale's `Translate` once it is there, else undefined (the caller shows its English text).
 * Loads the catalogue for a locale other than English; English waits for the modal, since the
 * caller's own text is English already.
 *
 * @example
 * const t = useLoadedTranslate()
 * return <button>{t?.('button.connect') ?? 'Connect Wallet'}</button>
 */
export function useLoadedTranslate(): Translate | undefined {
  const config = usePorticoConfig()
  const locale = useStoreState(config.stores.locale, (state) => state.resolvedLocale)
  const translator = translatorFor(locale)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (locale === 'en' || translator.current()) return
    let active = true
    translator.load().then(
      () => active && rerender(),
      // The English text stays; the modal reports a catalogue that cannot load when it opens.
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [locale, translator])
  return translator.current()
}
