import { type Locale, localeDirection } from '@portico/core'
import type { ReactNode } from 'react'
import { type I18n, I18nContext } from '../i18n/I18nContext.ts'
import { translatorFor } from '../i18n/translators.ts'

/**
 * The modal's messages in `locale`, for a component a test renders outside the modal (the
 * modal's shell gives them to its views). Loads the compiled catalogue.
 *
 * @example
 * const i18n = await i18nForTest('de')
 * render(<WithI18n i18n={i18n}><CodeForm … /></WithI18n>)
 */
export async function i18nForTest(locale: Locale = 'en'): Promise<I18n> {
  const t = await translatorFor(locale).load()
  return { t, locale, dir: localeDirection(locale) }
}

/** Gives `i18n` to the components under it, as the modal's shell does. */
export function WithI18n({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}
