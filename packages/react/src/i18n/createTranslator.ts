import { type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '@portico/core'
import type { Translate } from './messageId.ts'

/** A locale's `Translate` over its compiled catalogue; Lingui picks the plural rules by locale. */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return (id, values) => i18n._(id, values)
}
