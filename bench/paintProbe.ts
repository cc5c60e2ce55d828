import type { Page } from '@playwright/test'

/**
 * Clicks in the page itself and resolves at the first animation frame after the list item is in
 * the DOM, i.e. the frame that paints it, with the milliseconds since the click; that frame's
 * `performance.now()` (since navigation start) is left in `window.__benchPaintedAt`. Watches the
 * shadow root as soon as the host appears.
 *
 * With `press`, it does not click: a real pointer press is to come from outside the page
 * (`page.mouse`), and the time is counted from the pointerdown that `POINTER_DOWN_PROBE`
 * (bench/pageProbes.ts) recorded. `el.click()` fires no pointer events, so a kit that starts
 * loading on pointer intent would not be exercised by it.
 * Plain JavaScript source: functions compiled by tsx carry helpers the page does not have.
 */
export const PAINT_PROBE = `({ click, clickInHost, host, ready, press, timeoutMs }) => new Promise((resolve, reject) => {
  const find = () => (host ? document.querySelector(host)?.shadowRoot : document)?.querySelector(ready) ?? null
  const observers = []
  let done = false
  let shadowWatched = false
  let clicked
  const started = () => (press ? window.__benchPointerDown : clicked)
  const check = () => {
    // A list already there before the press is not one the press opened.
    if (done || started() === undefined || !find()) return
    done = true
    for (const observer of observers) observer.disconnect()
    clearInterval(poll)
    requestAnimationFrame(() => {
      window.__benchPaintedAt = performance.now()
      const time = window.__benchPaintedAt - started()
      performance.mark('bench:painted')
      // When the last script fetched for the click arrived: the part of the time spent waiting.
      const scripts = performance.getEntriesByType('resource').filter(
        (entry) => entry.startTime >= started() && new URL(entry.name).pathname.endsWith('.js'),
      )
      window.__benchCodeMs = scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) - started() : 0
      resolve(time)
    })
  }
  const observe = (node) => {
    const observer = new MutationObserver(() => { watchShadow(); check() })
    observer.observe(node, { childList: true, subtree: true })
    observers.push(observer)
  }
  // The host's shadow root is invisible to the document's observer: watch it once it exists.
  const watchShadow = () => {
    const shadow = host && !shadowWatched ? document.querySelector(host)?.shadowRoot : null
    if (!shadow) return
    shadowWatched = true
    observe(shadow)
  }
  // A slow poll as a safety net for mutations the observers cannot see.
  const poll = setInterval(check, 4)
  setTimeout(() => { if (!done) reject(new Error('Did not appear: ' + ready)) }, timeoutMs ?? 10000)
  observe(document.body)
  watchShadow()
  if (press) return
  const button = (clickInHost ? document.querySelector(host)?.shadowRoot : document)?.querySelector(click)
  if (!button) return reject(new Error('No button ' + click))
  performance.mark('bench:click')
  clicked = performance.now()
  button.click()
  check()
})`

export function clickToPaintedList(
  page: Page,
  target: { click: string; host?: string; ready: string },
): Promise<number> {
  return page.evaluate(
    `(${PAINT_PROBE})(${JSON.stringify({ click: target.click, host: target.host, ready: target.ready })})`,
  ) as Promise<number>
}

/** Like `clickToPaintedList`, for a button inside the shadow root (the WalletConnect entry). */
export function clickToPainted(
  page: Page,
  probe: { click: string; ready: string; host: string | undefined },
): Promise<number> {
  return page.evaluate(
    `(${PAINT_PROBE})(${JSON.stringify({ ...probe, clickInHost: true })})`,
  ) as Promise<number>
}
