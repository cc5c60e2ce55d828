import type { Locale } from '@portico/core'
import { type Loadable, loadable } from '../modal/loadable.ts'
import { compiledCatalogues } from './compiledCatalogues.ts'
import type { Translate } from './messageId.ts'

const translators = new Map<Locale, Loadable<Translate>>()

/**
 * The translator of a locale, loaded once per page: Lingui and the catalogue, each in a chunk of
 * its own, fetched side by side (one round trip, not two).
 *
 * @example
 * const t = await translatorFor('ja').load()
 * t('connect.title')
 */
export function translatorFor(locale: Locale): Loadable<Translate> {
  let translator = translators.get(locale)
  if (!translator) {
    translator = loadable(async () => {
      const [{ createTranslator }, { messages }] = await Promise.all([
        import('./createTranslator.ts'),
        compiledCatalogues[locale](),
      ])
      return createTranslator(locale, messages)
    })
    translators.set(locale, translator)
  }
  return translator
}
