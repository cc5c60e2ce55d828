import type { PorticoConfig } from '@portico/core'
import { onIdle } from './onIdle.ts'
import { preloadDataChunk, preloadModal } from './viewRegistry.ts'

/**
 * Fetches, once the page has loaded and gone idle, what the first click will need: the modal's
 * code and the view it opens on (Connect, or Account when connected, again whenever that
 * changes), the connected account's Activity, and the images of the wallets Connect lists (the
 * directory's first page and the balances are already fetched by `startConfig`). The click then
 * fetches nothing. Skipped when the visitor asked to save data: the button's hover, focus and
 * press still preload on intent. Returns a stop function.
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
    // Connecting later (a reconnect that ends after idle) makes Account the view a click opens.
    stops.push(config.stores.connection.subscribe(() => preloadModal(config)))
    // The data part comes with the modal's chunk: the page's first bundle stays as it was.
    preloadDataChunk.load().then(
      (preloadData) => {
        if (!stopped) stops.push(preloadData(config))
      },
      () => undefined,
    )
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

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}
