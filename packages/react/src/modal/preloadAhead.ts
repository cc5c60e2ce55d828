import type { PorticoConfig } from '@portico/core'
import { preloadDataChunk, preloadModal } from './modalChunk.ts'
import { onIdle } from './onIdle.ts'

/**
 * Starts fetching the modal's code and the view a click would open on (Connect, or Account when
 * connected), if the visitor has not asked to save data. `ModalMount` calls it as the kit first
 * renders, so the code travels beside the page's own first paint and a click right after the
 * button shows finds it loaded. A fetch and nothing else, which is why it may run in render, as
 * react-dom's `preloadModule` is meant to. Idempotent.
 *
 * @example
 * useState(() => preloadModalCode(config))
 */
export function preloadModalCode(config: PorticoConfig): void {
  if (mayPreload()) preloadModal(config)
}

/**
 * What the first click will need besides the modal's code (`preloadModalCode`):
 * - the view it opens on, again whenever the connection changes (a reconnect that ends later
 *   makes Account the view a click opens);
 * - the data the view shows (the connected account's Activity, the images of the wallets Connect
 *   lists), once the page has loaded and gone idle: it never competes with the page's own
 *   loading. The directory's first page and the balances are already fetched by `startConfig`.
 * Skipped when the visitor asked to save data: the button's hover, focus and press still preload
 * on intent. Returns a stop function.
 *
 * @example
 * useEffect(() => preloadAhead(config), [config])
 */
export function preloadAhead(config: PorticoConfig): () => void {
  if (!mayPreload()) return () => {}
  let stopped = false
  const stops: (() => void)[] = []
  preloadModal(config)
  stops.push(config.stores.connection.subscribe(() => preloadModal(config)))

  const preloadData = () => {
    if (stopped) return
    // The data part comes with the modal's chunk: the page's first bundle stays as it was.
    preloadDataChunk.load().then(
      (start) => {
        if (!stopped) stops.push(start(config))
      },
      () => undefined,
    )
  }
  const whenIdle = () => stops.push(onIdle(preloadData))
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

/** Not on a server, and not for a visitor who asked to save data. */
function mayPreload(): boolean {
  if (typeof window === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData !== true
}
