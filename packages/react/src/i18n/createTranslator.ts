import { type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '@portico/core'
import type { Translate } from './messageId.ts'

/**
 * One chunk per locale, so that a page loads only the catalogue it shows. Written out because
 * bundlers split only literal imports.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./compiled/en.ts'),
  es: () => import('./compiled/es.ts'),
  'pt-BR': () => import('./compiled/pt-BR.ts'),
  fr: () => import('./compiled/fr.ts'),
  de: () => import('./compiled/de.ts'),
  ja: () => import('./compiled/ja.ts'),
  'zh-CN': () => import('./compiled/zh-CN.ts'),
  ko: () => import('./compiled/ko.ts'),
  tr: () => import('./compiled/tr.ts'),
  hi: () => import('./compiled/hi.ts'),
  ru: () => import('./compiled/ru.ts'),
  id: () => import('./compiled/id.ts'),
  ar: () => import('./compiled/ar.ts'),
}

/** A locale's `Translate` over its compiled catalogue; Lingui picks the plural rules by locale. */
export async function createTranslator(locale: Locale): Promise<Translate> {
  const { messages } = await catalogs[locale]()
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return (id, values) => i18n._(id, values)
}
