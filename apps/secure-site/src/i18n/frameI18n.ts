import { type Messages, setupI18n } from '@lingui/core'
import { type Locale, localeDirection } from '@portico/core'
import type { Translate } from './messageId.ts'

/** The frame's language: its messages, its tag (for `lang` and `Intl`) and its direction. */
export interface FrameI18n {
  locale: Locale
  /** 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl'
  t: Translate
}

/**
 * A locale's `FrameI18n` over its compiled catalogue; Lingui picks the plural rules by locale.
 *
 * @example
 * const { messages } = await import('./compiled/ja.ts')
 * createFrameI18n('ja', messages).t('approve.reject') // '拒否'
 */
export function createFrameI18n(locale: Locale, messages: Messages): FrameI18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return { locale, dir: localeDirection(locale), t: (id, values) => i18n._(id, values) }
}
