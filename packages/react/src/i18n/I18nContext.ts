import type { Locale } from '@portico/core'
import { createContext } from 'react'
import type { Translate } from './messageId.ts'

export interface I18n {
  /** The messages of `locale`. */
  t: Translate
  locale: Locale
  /** The modal's writing direction: 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl'
}

/** Given by the modal's shell once its locale's catalogue is loaded; views render under it. */
export const I18nContext = createContext<I18n | undefined>(undefined)
