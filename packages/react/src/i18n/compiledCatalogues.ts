import type { Messages } from '@lingui/core'
import type { Locale } from '@portico/core'

/**
 * One chunk per locale, so that a page loads only the catalogue it shows. Written out because
 * bundlers split only literal imports. Beside `translatorFor`, in the page's chunk, so that the
 * catalogue and Lingui load side by side, not one after the other.
 */
export const compiledCatalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
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
