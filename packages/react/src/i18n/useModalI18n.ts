import { localeDirection } from '@portico/core'
import { useMemo, useRef } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import { useLoadable } from '../modal/loadable.ts'
import type { I18n } from './I18nContext.ts'
import { translatorFor } from './translators.ts'

/**
 * The modal's messages in the config's locale, loading them if need be (undefined until the
 * first locale is there). When the locale changes, the last one stays on screen until the new
 * catalogue has loaded, so the modal never blanks. A catalogue that fails to load goes to the
 * view's error boundary like a view's chunk would.
 */
export function useModalI18n(): I18n | undefined {
  const config = usePorticoConfig()
  const locale = useStoreState(config.stores.locale, (state) => state.resolvedLocale)
  const t = useLoadable(translatorFor(locale))
  const current = useMemo(
    () => (t ? { t, locale, dir: localeDirection(locale) } : undefined),
    [t, locale],
  )
  const last = useRef<I18n | undefined>(undefined)
  if (current) last.current = current
  return current ?? last.current
}
