import type { PorticoConfig, ViewName } from '@portico/core'
import { translatorFor } from '../i18n/translators.ts'
import { loadable } from './loadable.ts'

/**
 * The page's one dynamic import of the modal (modalBundle.ts): its shell, Connect and the views
 * it shows first, and the registry that loads every other view (viewRegistry.ts). The views are
 * imported from inside it, never from the page, so a dApp's bundler sees the modal load before
 * any of them and keeps what they share with it in the modal's chunk instead of splitting it out.
 */
const modalChunk = loadable(() => import('./modalBundle.ts'))

/** The overlay's own code: shadow host, styles, shell. */
export const modalPortalChunk = loadable(() => modalChunk.load().then((m) => m.ModalPortal))

/** The data part of the early preload (`preloadAhead`), which travels with the modal. */
export const preloadDataChunk = loadable(() => modalChunk.load().then((m) => m.preloadData))

/**
 * Fetches the overlay and the view it would open on (Account when connected, else Connect) so
 * that a click paints at once. Called on intent (hover, focus, press) and on open; idempotent.
 *
 * @example
 * <button onPointerEnter={() => preloadModal(config)} />
 */
export function preloadModal(config: PorticoConfig, view?: ViewName): void {
  // Failures surface where the chunk is rendered; a preload only warms the cache.
  modalPortalChunk.load().catch(() => undefined)
  const locale = config.stores.locale.getState().resolvedLocale
  modalChunk.load().then(
    (modal) => modal.preloadView(view ?? openingView(config)),
    () => undefined,
  )
  translatorFor(locale)
    .load()
    .catch(() => undefined)
}

/** The view a plain open shows (core's `openModal`): Account when connected, else Connect. */
export function openingView(config: PorticoConfig): 'Account' | 'Connect' {
  const { activeNamespace, namespaces } = config.stores.connection.getState()
  return namespaces[activeNamespace]?.status === 'connected' ? 'Account' : 'Connect'
}
