import type { VisibilityEntry, VisibilityObserverConstructor } from './detectVisibilityTracking.ts'

/** How long the view must have been visible, unmoved and unresized before Approve arms. */
export const ARM_AFTER_MS = 600

/**
 * Pointer offsets (screen minus client position) closer than this are the same place: screen
 * coordinates are whole pixels while client ones may be fractional under zoom.
 */
const SAME_PLACE_PX = 2

export interface CreateApproveGuardParameters {
  window: Window
  /** What must be fully visible: the approve panel. */
  target: Element
  /** The button whose clicks approve. */
  button: HTMLElement
  /**
   * IntersectionObserver v2 (`detectVisibilityTracking`), in the frame: "visible" is what the
   * browser reports for `target`. Without it (the approve popup, a window of its own that no page
   * can cover) "visible" is: the document is shown and has the focus.
   */
  visibility?: VisibilityObserverConstructor
  /** Default ARM_AFTER_MS. */
  armAfterMs?: number
  /** Approve became usable (true) or went back to waiting (false). */
  onArmedChange(armed: boolean): void
  /** A click that passed every check. */
  onApprove(): void
}

export interface ApproveGuard {
  readonly armed: boolean
  /** Removes every listener and observer; Approve stays as it is. */
  stop(): void
}

/** Where a pointer event says the document sits on the screen. */
interface PointerPlace {
  screenX: number
  screenY: number
  clientX: number
  clientY: number
}

function placeOf(event: MouseEvent): PointerPlace {
  return {
    screenX: event.screenX,
    screenY: event.screenY,
    clientX: event.clientX,
    clientY: event.clientY,
  }
}

/** Client pixels this far apart tell the zooms apart (at 2 px per screen pixel of slack). */
const ZOOM_EVIDENCE_PX = 16

/**
 * The zooms the document may be at: screen pixels per client pixel. Without zoom it is 1; under
 * the browser's zoom it is devicePixelRatio divided by the display's own scale, which a page
 * cannot read, so each common display scale is a candidate.
 */
function zoomCandidates(devicePixelRatio: number): number[] {
  const candidates = new Set([1])
  for (const scale of [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 4]) {
    const zoom = devicePixelRatio / scale
    if (zoom >= 0.25 && zoom <= 5) candidates.add(zoom)
  }
  return [...candidates]
}

/**
 * Tells whether two pointer events saw the document at the same place on the screen: a point
 * of the document is at `origin + zoom × client` on the screen, so with the document unmoved
 * `Δscreen = zoom × Δclient` on both axes. The zoom is learned from the first pair of events far
 * enough apart to tell the candidates apart, and then only that one counts (a page that moved
 * the frame in step with the pointer could otherwise pass for another zoom).
 */
function createPlaceComparer(devicePixelRatio: () => number) {
  let zoom: number | undefined
  const fits = (a: PointerPlace, b: PointerPlace, candidate: number) =>
    Math.abs(b.screenX - a.screenX - candidate * (b.clientX - a.clientX)) <= SAME_PLACE_PX &&
    Math.abs(b.screenY - a.screenY - candidate * (b.clientY - a.clientY)) <= SAME_PLACE_PX
  return {
    same(a: PointerPlace, b: PointerPlace): boolean {
      if (zoom !== undefined) return fits(a, b, zoom)
      const matching = zoomCandidates(devicePixelRatio()).filter((candidate) =>
        fits(a, b, candidate),
      )
      const telling =
        Math.abs(b.clientX - a.clientX) >= ZOOM_EVIDENCE_PX ||
        Math.abs(b.clientY - a.clientY) >= ZOOM_EVIDENCE_PX
      if (telling && matching.length === 1) zoom = matching[0]
      return matching.length > 0
    },
    /** The zoom may have changed (the window was resized). */
    forget(): void {
      zoom = undefined
    },
  }
}

const rectKey = (entry: VisibilityEntry): string =>
  [entry.boundingClientRect, entry.intersectionRect]
    .map(({ x, y, width, height }) => [x, y, width, height].map(Math.round).join(','))
    .join(';')

/**
 * Protects Approve against clickjacking the way browsers protect their permission prompts: it
 * is armed only after `target` has been fully visible for `armAfterMs` without moving or
 * changing size, and a click approves only when every check holds.
 *
 * - Visible: IntersectionObserver v2 reports `isVisible` (no page content over it, no opacity,
 *   filter or skew anywhere up the frame tree) with `intersectionRatio` ≈ 1, and the document is
 *   not hidden. Without v2 (the popup): the document is shown and focused.
 * - Re-armed (disabled, timer restarted) when: visibility is lost; an IntersectionObserver
 *   entry reports other boxes; the window or `target` is resized; the document is hidden; the
 *   window loses the focus (popup only); a pointer event shows the document at another place on
 *   the screen (`screenX - clientX`, `screenY - clientY`: the frame moved; under the browser's
 *   zoom, screen and client pixels differ by a factor learned from the pointer's own moves).
 * - A click approves only if it `isTrusted`, Approve was armed at its pointerdown and is still
 *   armed at the click, and the pointerdown was at the place seen when arming. A keyboard click
 *   (no pointer, `detail` 0) must be trusted, armed, and follow a trusted, non-repeated Enter or
 *   Space `keydown` on Approve after it armed (so a key held or focus gained before arming does
 *   not count).
 * - Every disarm and every restart of the arming time blurs Approve if it has the focus: the
 *   keyboard path is Tab (or a click) to Approve after it armed, then Enter or Space, with the
 *   view fully visible all along. Without it, a page could get a click on the faded Approve to
 *   focus it, show the frame for the arming time during a "press Enter" game, and take the key.
 *
 * The place is known from the first pointer event in the document: a frame moved before the
 * pointer ever entered it is not caught (the 600 ms of full visibility still are required).
 *
 * @example
 * const guard = createApproveGuard({ window, target: panel, button: approve, visibility,
 *   onArmedChange: (armed) => (approve.disabled = !armed), onApprove: actions.approve })
 */
export function createApproveGuard(parameters: CreateApproveGuardParameters): ApproveGuard {
  const { window, target, button, visibility } = parameters
  const { document } = window
  const armAfterMs = parameters.armAfterMs ?? ARM_AFTER_MS
  const places = createPlaceComparer(() => window.devicePixelRatio || 1)

  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  /** IntersectionObserver v2's last word (frame only). */
  let reportedVisible = false
  let reportedRects: string | undefined
  /** Where the pointer last showed the document; undefined until a pointer event is seen. */
  let anchor: PointerPlace | undefined
  /** `anchor` when Approve armed. */
  let armedAnchor: PointerPlace | undefined
  /** A pointerdown on Approve that passed the checks, waiting for its click. */
  let press: PointerPlace | undefined
  /** A fresh trusted Enter or Space keydown on Approve since it armed, waiting for its click. */
  let keyPress = false
  let size: string | undefined

  /** The window has the focus (popup only; the frame does not need it). */
  let focused = document.hasFocus()

  const visible = (): boolean => {
    if (document.visibilityState === 'hidden') return false
    return visibility ? reportedVisible : focused
  }

  function setArmed(next: boolean): void {
    if (armed === next) return
    armed = next
    parameters.onArmedChange(next)
  }

  function rearm(): void {
    clearTimeout(timer)
    timer = undefined
    press = undefined
    keyPress = false
    armedAnchor = undefined
    // Focus kept from before would let a key press approve with no look at the view since.
    if (document.activeElement === button) button.blur()
    setArmed(false)
    if (!visible()) return
    timer = setTimeout(() => {
      timer = undefined
      armedAnchor = anchor
      setArmed(true)
    }, armAfterMs)
  }

  const onPointer = (event: Event): void => {
    if (!event.isTrusted) return
    const place = placeOf(event as PointerEvent)
    if (!anchor) {
      anchor = place
      if (armed) armedAnchor = place
      return
    }
    if (places.same(anchor, place)) return
    anchor = place
    rearm()
  }

  const onPressApprove = (event: Event): void => {
    press = undefined
    // Seen on the way down by the window's listener already; again here in case it was not.
    onPointer(event)
    if (!event.isTrusted || !armed || !armedAnchor) return
    const place = placeOf(event as PointerEvent)
    if (places.same(armedAnchor, place)) press = place
  }

  const onKeyDownApprove = (event: Event): void => {
    const key = event as KeyboardEvent
    keyPress = false
    if (!key.isTrusted || !armed || key.repeat) return
    if (key.key === 'Enter' || key.key === ' ') keyPress = true
  }

  const onClickApprove = (event: Event): void => {
    const pressed = press
    const keyed = keyPress
    press = undefined
    keyPress = false
    if (!event.isTrusted || !armed) return
    const click = event as MouseEvent
    if (click.detail !== 0 || pressed) {
      // A pointer click: its pointerdown must have passed, at the same place.
      if (!pressed || !places.same(pressed, placeOf(click))) return
    } else if (!keyed) {
      // A keyboard click: its key must have gone down on Approve after it armed.
      return
    }
    parameters.onApprove()
  }

  const onVisibilityChange = (): void => rearm()
  const onWindowResize = (): void => {
    places.forget()
    rearm()
  }
  const onFocus = (event: Event): void => {
    focused = event.type === 'focus'
    rearm()
  }
  const onResizeObserved = (entries: readonly ResizeObserverEntry[]): void => {
    const box = entries.at(-1)?.contentRect
    if (!box) return
    const next = `${Math.round(box.width)}x${Math.round(box.height)}`
    const changed = size !== undefined && size !== next
    size = next
    if (changed) rearm()
  }
  const onVisibilityEntries = (entries: readonly VisibilityEntry[]): void => {
    const entry = entries.at(-1)
    if (!entry) return
    const nowVisible = entry.isVisible === true && entry.intersectionRatio >= 0.99
    const rects = rectKey(entry)
    if (nowVisible === reportedVisible && rects === reportedRects) return
    reportedVisible = nowVisible
    reportedRects = rects
    rearm()
  }

  const pointerEvents = ['pointerover', 'pointermove', 'pointerdown', 'pointerup'] as const
  for (const type of pointerEvents) window.addEventListener(type, onPointer, true)
  window.addEventListener('resize', onWindowResize)
  document.addEventListener('visibilitychange', onVisibilityChange)
  if (!visibility) {
    window.addEventListener('focus', onFocus)
    window.addEventListener('blur', onFocus)
  }
  button.addEventListener('pointerdown', onPressApprove)
  button.addEventListener('keydown', onKeyDownApprove)
  button.addEventListener('click', onClickApprove)

  const ResizeObserverClass = (window as Window & typeof globalThis).ResizeObserver
  const resizes =
    typeof ResizeObserverClass === 'function'
      ? new ResizeObserverClass(onResizeObserved)
      : undefined
  resizes?.observe(target)
  const intersections = visibility
    ? new visibility(onVisibilityEntries, { trackVisibility: true, delay: 100, threshold: [1] })
    : undefined
  intersections?.observe(target)

  // The popup can count at once; the frame waits for the observer's first report.
  rearm()

  return {
    get armed() {
      return armed
    },
    stop() {
      clearTimeout(timer)
      timer = undefined
      for (const type of pointerEvents) window.removeEventListener(type, onPointer, true)
      window.removeEventListener('resize', onWindowResize)
      document.removeEventListener('visibilitychange', onVisibilityChange)
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('blur', onFocus)
      button.removeEventListener('pointerdown', onPressApprove)
      button.removeEventListener('keydown', onKeyDownApprove)
      button.removeEventListener('click', onClickApprove)
      resizes?.disconnect()
      intersections?.disconnect()
    },
  }
}
