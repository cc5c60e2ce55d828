import type { PorticoConfig } from '@portico/core'
import { preloadDataChunk, preloadModal } from './modalChunk.ts'
import { onIdle } from './onIdle.ts'

/** What a visitor does before a click that says one may come: the modal's code starts then. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Fetches what the first click will need before it comes, in two parts:
 * - the modal's code and the view it opens on (Connect, or Account when connected, again
 *   whenever that changes), as soon as the page is interactive (the frame after the button's
 *   first paint) or at the visitor's first pointer, touch or key intent, whichever comes first:
 *   a click right after the button shows then finds it loading or loaded;
 * - the data the view shows besides (the connected account's Activity, the images of the wallets
 *   Connect lists), once the page has loaded and gone idle: it never competes with the page's
 *   own loading. The directory's first page and the balances are already fetched by `startConfig`;
 * - at that same idle moment, `mount`: ModalMount mounts the modal closed (its host element,
 *   shadow root and styles), so the first click renders the view alone, as a later one does.
 * Skipped when the visitor asked to save data: the button's hover, focus and press still preload
 * on intent. Returns a stop function.
 *
 * @example
 * useEffect(() => preloadAhead(config, { mount: () => setMounted(true) }), [config])
 */
export function preloadAhead(
  config: PorticoConfig,
  { mount }: { mount?: () => void } = {},
): () => void {
  if (typeof window === 'undefined' || saveData()) return () => {}
  let stopped = false
  let codeStarted = false
  const stops: (() => void)[] = []
  const preloadCode = () => {
    if (stopped || codeStarted) return
    codeStarted = true
    for (const type of INTENT_EVENTS) window.removeEventListener(type, preloadCode, true)
    preloadModal(config)
    // Connecting later (a reconnect that ends after this) makes Account the view a click opens.
    stops.push(config.stores.connection.subscribe(() => preloadModal(config)))
  }
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, preloadCode, { capture: true, passive: true })
  stops.push(() => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, preloadCode, true)
  })
  // After the frame that paints the button, not before it: the page's first paint comes first.
  const frame = window.requestAnimationFrame(() => {
    const timer = window.setTimeout(preloadCode, 0)
    stops.push(() => window.clearTimeout(timer))
  })
  stops.push(() => window.cancelAnimationFrame(frame))

  const preloadData = () => {
    if (stopped) return
    preloadCode()
    mount?.()
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

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}
