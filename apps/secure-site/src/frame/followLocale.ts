import type { Locale } from '@portico/core'
import type { ApproveView } from '../approve/approveView.ts'
import { applyLocale } from '../i18n/applyLocale.ts'
import { frameLocale } from '../i18n/frameLocale.ts'
import { loadFrameI18n } from '../i18n/loadFrameI18n.ts'

export interface FollowLocaleParameters {
  document: Document
  view: Pick<ApproveView, 'setI18n'>
  /** The locale the frame booted in. */
  initial: Locale
}

/**
 * APP_SYNC_LOCALE: the kit's language changed. Checks the page's value (anything but a supported
 * locale is English), loads that catalogue and gives it to the page and the approve view. When
 * the page asks twice in a row, the last one wins, whichever loads first.
 *
 * @example
 * const setLocale = followLocale({ document, view, initial: params.locale })
 * await setLocale('ar')
 */
export function followLocale(
  parameters: FollowLocaleParameters,
): (value: unknown) => Promise<void> {
  let wanted = parameters.initial
  return async (value) => {
    const locale = frameLocale(value)
    if (locale === wanted) return
    wanted = locale
    const i18n = await loadFrameI18n(locale)
    if (wanted !== locale) return
    applyLocale(parameters.document.documentElement, i18n)
    parameters.view.setI18n(i18n)
  }
}
