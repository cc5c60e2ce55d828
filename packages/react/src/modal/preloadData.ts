import { fetchTransactions, type PorticoConfig } from '@portico/core'
import { walletImageSrc } from '../utils/walletImageSrc.ts'

/**
 * The data part of the idle preload (`preloadWhenIdle`): the connected account's Activity and
 * the Connect list's wallet icons, now and whenever the connection or the lists change (the
 * Activity only while the modal is closed: an open view loads what it shows itself).
 * Returns a stop function.
 */
export function preloadData(config: PorticoConfig): () => void {
  preloadHistory(config)
  preloadWalletImages(config)
  const stops = [
    config.stores.connection.subscribe(() => preloadHistory(config)),
    // Connected in the modal: once it closes, ready for the next open (a fresh list is kept).
    config.stores.modal.subscribe((state, previous) => {
      if (previous.open && !state.open) preloadHistory(config)
    }),
    config.stores.wallets.subscribe(() => preloadWalletImages(config)),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * The Account view's Activity, so that the view paints from the store when it opens (its
 * balances are already there: the button shows them). Nothing when not connected; a list
 * loaded less than TRANSACTIONS_CACHE_MS ago is kept.
 */
function preloadHistory(config: PorticoConfig): void {
  // With the modal open the views load what they show themselves (and show what fails).
  if (config.stores.modal.getState().open) return
  void fetchTransactions(config, { reset: true, onlyIfStale: true, prefetch: true })
}

/** Image URLs already asked for, per page: each is fetched once into the browser's cache. */
const requested = new Set<string>()

/** The icons of the directory wallets the Connect view shows (featured, recent, recommended). */
function preloadWalletImages(config: PorticoConfig): void {
  const { featured, recent, recommended } = config.stores.wallets.getState()
  for (const wallet of [...featured, ...recent, ...recommended]) {
    const src = walletImageSrc(config, wallet)
    if (!src || requested.has(src) || src.startsWith('data:')) continue
    requested.add(src)
    const image = new Image()
    image.decoding = 'async'
    image.src = src
  }
}
