import type { Locale } from '@portico/core'
import { type Loadable, loadable } from '../modal/loadable.ts'
import type { Translate } from './messageId.ts'

const translators = new Map<Locale, Loadable<Translate>>()

/**
 * The translator of a locale, loaded once per page: Lingui and the catalogue, in chunks of their
 * own (the list of catalogues is there too, not in the page's first chunk).
 *
 * @example
 * const t = await translatorFor('ja').load()
 * t('connect.title')
 */
export function translatorFor(locale: Locale): Loadable<Translate> {
  let translator = translators.get(locale)
  if (!translator) {
    translator = loadable(() =>
      import('./createTranslator.ts').then(({ createTranslator }) => createTranslator(locale)),
    )
    translators.set(locale, translator)
  }
  return translator
}
