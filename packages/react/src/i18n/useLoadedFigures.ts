import { useCallback } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import { loadable, useLoadable } from '../modal/loadable.ts'

/** The locale's digits and separators: a chunk the modal's views share, not the page's first. */
const figures = loadable(() =>
  import('../utils/localizeFigure.ts').then(({ localizeFigure }) => localizeFigure),
)

const keepEnglish = () => undefined

/**
 * For the page's own buttons, like `useLoadedTranslate`: writes a figure the kit wrote in English
 * ('10000.00') in the visitor's locale once the locale's number writing is loaded, and as it is
 * until then (and for English, which loads nothing). Server rendering and hydration therefore
 * agree on the English figure.
 *
 * @example
 * const figure = useLoadedFigures()
 * figure('12,345.67') // '12.345,67' in German once loaded
 */
export function useLoadedFigures(): (figure: string) => string {
  const config = usePorticoConfig()
  const locale = useStoreState(config.stores.locale, (state) => state.resolvedLocale)
  const localize = useLoadable(locale === 'en' ? undefined : figures, { onError: keepEnglish })
  return useCallback(
    (figure: string) => (localize ? localize(figure, locale) : figure),
    [localize, locale],
  )
}
