import { fetchTransactions, type PorticoConfig } from '@portico/core'
import { walletImageSrc } from '../utils/walletImageSrc.ts'
import { preloadModal } from './viewRegistry.ts'

/** How long an idle callback may wait on a busy page before it runs anyway. */
const IDLE_TIMEOUT_MS = 1_000

/**
 * Fetches, once the page has loaded and gone idle, what the first click will need: the modal's
 * code and the view it opens on (Connect, or Account when connected, again whenever that
 * changes), the connected account's Activity, and the images of the wallets Connect lists (the
 * directory's first page and the balances are already fetched by `startConfig`). The click then fetches nothing. Skipped when the visitor asked to
 * save data: the button's hover, focus and press still preload on intent. Returns a stop
 * function.
 *
 * @example
 * useEffect(() => preloadWhenIdle(config), [config])
 */
export function preloadWhenIdle(config: PorticoConfig): () => void {
  if (typeof window === 'undefined' || saveData()) return () => {}
  let stopped = false
  const stops: (() => void)[] = []
  const preload = () => {
    if (stopped) return
    preloadModal(config)
    preloadHistory(config)
    preloadWalletImages(config)
    // Connecting later (a reconnect that ends after idle) makes Account the view a click opens.
    stops.push(
      config.stores.connection.subscribe(() => {
        preloadModal(config)
        preloadHistory(config)
      }),
    )
    stops.push(config.stores.wallets.subscribe(() => preloadWalletImages(config)))
  }
  const whenIdle = () => stops.push(onIdle(preload))
  if (document.readyState === 'complete') whenIdle()
  else {
    window.addEventListener('load', whenIdle, { once: true })
    stops.push(() => window.removeEventListener('load', whenIdle))
  }
  return () => {
    stopped = true
    for (const stop of stops) stop()
  }
}

/**
 * The Account view's Activity, so that the view paints from the store when it opens (its
 * balances are already there: the button shows them). Nothing when not connected; a list
 * loaded less than TRANSACTIONS_CACHE_MS ago is kept.
 */
function preloadHistory(config: PorticoConfig): void {
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

function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short timeout after load is the nearest thing.
  const handle = window.setTimeout(callback, 200)
  return () => window.clearTimeout(handle)
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}
