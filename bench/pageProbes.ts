// Scripts the peer comparison (bench/peerFigures.ts) runs inside the page. Plain JavaScript
// source, like PAINT_PROBE: functions compiled by tsx carry helpers the page does not have.

/**
 * An init script: resolves `window.__benchButtonVisible` with `performance.now()` (milliseconds
 * since navigation start) in the first animation frame in which `selector` is in the DOM and
 * visible, i.e. the frame that paints it. The MutationObserver sees the button arrive; frames are
 * then checked one by one, since a button can be in the DOM before it shows (RainbowKit's stays
 * at opacity 0 until it has mounted).
 */
export function buttonVisibleProbe(selector: string): string {
  return `(() => {
  const selector = ${JSON.stringify(selector)}
  let resolve
  window.__benchButtonVisible = new Promise((done) => { resolve = done })
  const visible = (element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getBoundingClientRect().width > 0
  const frame = () => {
    const element = document.querySelector(selector)
    if (element && visible(element)) return resolve(performance.now())
    requestAnimationFrame(frame)
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return
    observer.disconnect()
    requestAnimationFrame(frame)
  })
  observer.observe(document, { childList: true, subtree: true })
})()`
}

/**
 * An init script: records the first pointerdown of the page, in the capture phase before the
 * page's own listeners see it: `window.__benchPointerDown`, the `performance.now()` at which the
 * page handled it, and `window.__benchPointerDownStamp`, the event's own time (when the press was
 * made: earlier, if the page's main thread was busy when it came).
 */
export const POINTER_DOWN_PROBE = `(() => {
  addEventListener('pointerdown', (event) => {
    if (window.__benchPointerDown !== undefined) return
    window.__benchPointerDown = performance.now()
    window.__benchPointerDownStamp = event.timeStamp
  }, { capture: true })
})()`

/**
 * Scrolls the element that scrolls `list` (its nearest scrollable ancestor, across the shadow
 * boundary, else the document) by one viewport per animation frame until its end, and stays there
 * until its height has not changed for `quietMs` (a list that pages in more items grows when its
 * end is reached). Resolves with the steps taken and how far the list goes (`reached` of `of`
 * items). Long tasks
 * are collected by `LONG_TASKS_START` / `LONG_TASKS_TAKE`, around as many of these as it takes.
 */
export const SCROLL_PROBE = `({ host, list, quietMs, timeoutMs }) => new Promise((resolve, reject) => {
  const root = host ? document.querySelector(host)?.shadowRoot : document
  const element = root?.querySelector(list)
  if (!element) return reject(new Error('No list ' + list))
  const scrollable = (node) =>
    /^(auto|scroll)$/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight
  let scroller = element
  while (scroller && !scrollable(scroller))
    scroller = scroller.parentElement ?? scroller.getRootNode().host ?? null
  scroller ??= document.scrollingElement
  // How far the list goes: a virtualised list's items say where they sit in the whole
  // (aria-posinset of aria-setsize); otherwise its items, or the buttons of a list of divs.
  const reach = () => {
    const placed = [...element.querySelectorAll('[aria-posinset]')]
    if (placed.length) {
      const last = Math.max(...placed.map((item) => Number(item.getAttribute('aria-posinset'))))
      return { reached: last, of: Number(placed[0].getAttribute('aria-setsize')) || last }
    }
    const count = element.querySelectorAll('li').length || element.querySelectorAll('button').length
    return { reached: count, of: count }
  }
  const started = performance.now()
  let height = -1
  let changed = started
  let steps = 0
  const step = () => {
    const now = performance.now()
    if (scroller.scrollHeight !== height) {
      height = scroller.scrollHeight
      changed = now
    }
    const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
    if (atEnd && now - changed >= quietMs)
      return resolve({ steps, ...reach() })
    if (now - started > timeoutMs) return reject(new Error('The list did not end within ' + timeoutMs + ' ms'))
    if (!atEnd) {
      scroller.scrollTop += scroller.clientHeight
      steps++
    }
    requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
})`

/** Starts collecting 'longtask' entries (main-thread tasks over 50 ms) into the page. */
export const LONG_TASKS_START = `(() => {
  window.__benchLongTasks = []
  window.__benchLongTaskObserver = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) window.__benchLongTasks.push(entry.duration)
  })
  window.__benchLongTaskObserver.observe({ type: 'longtask' })
})()`

/** Stops collecting and returns the durations of the long tasks seen, in milliseconds. */
export const LONG_TASKS_TAKE = `(() => {
  const observer = window.__benchLongTaskObserver
  for (const entry of observer.takeRecords()) window.__benchLongTasks.push(entry.duration)
  observer.disconnect()
  return window.__benchLongTasks
})()`
