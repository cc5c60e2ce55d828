import type { Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from '@portico/core'
import { createFrameI18n, type FrameI18n } from './frameI18n.ts'

/**
 * One chunk per locale, so that the frame loads only the catalogue it shows. Written out because
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

const loading = new Map<Locale, Promise<FrameI18n>>()
const loaded = new Map<Locale, FrameI18n>()

/**
 * The frame's messages in `locale`, its catalogue fetched once per page. A catalogue that fails
 * to load is asked again next time; meanwhile the frame speaks English rather than nothing.
 * `locale` must be a supported one already (`frameLocale`).
 *
 * @example
 * const i18n = await loadFrameI18n(frameLocale(params.locale))
 * i18n.t('approve.approve')
 */
export function loadFrameI18n(locale: Locale): Promise<FrameI18n> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = catalogs[locale]().then(({ messages }) => {
      const i18n = createFrameI18n(locale, messages)
      loaded.set(locale, i18n)
      return i18n
    })
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  if (locale === DEFAULT_LOCALE) return pending
  return pending.catch(() => loadFrameI18n(DEFAULT_LOCALE))
}

/**
 * The messages of `locale` if this page has loaded them already, else undefined: what is
 * shown at once can then be shown without waiting a turn.
 *
 * @example
 * const i18n = loadedFrameI18n(locale) ?? (await loadFrameI18n(locale))
 */
export function loadedFrameI18n(locale: Locale): FrameI18n | undefined {
  return loaded.get(locale)
}
