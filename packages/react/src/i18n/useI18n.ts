import { useContext } from 'react'
import { type I18n, I18nContext } from './I18nContext.ts'

/**
 * The modal's messages, locale and direction. Inside the modal only: the shell renders its
 * views once the catalogue is there, so this never waits.
 *
 * @example
 * const { t, locale } = useI18n()
 * return <h2>{t('receive.title')}</h2>
 */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useI18n is for components inside the Portico modal')
  return i18n
}
