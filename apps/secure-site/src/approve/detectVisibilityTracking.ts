/** A box as IntersectionObserver entries report it. */
export interface VisibilityRect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The parts of an IntersectionObserver v2 entry the approve guard reads. */
export interface VisibilityEntry {
  /** IntersectionObserver v2: true only when the target is unoccluded, unfaded and untransformed. */
  readonly isVisible?: boolean
  readonly intersectionRatio: number
  readonly boundingClientRect: VisibilityRect
  readonly intersectionRect: VisibilityRect
}

/**
 * An IntersectionObserver that tracks visibility (v2). TypeScript's DOM types do not have
 * `trackVisibility`, `delay` or `isVisible` yet, hence this shape of our own.
 */
export type VisibilityObserverConstructor = new (
  callback: (entries: readonly VisibilityEntry[]) => void,
  options: { trackVisibility: true; delay: number; threshold: number[] },
) => { observe(target: Element): void; disconnect(): void }

/**
 * The browser's IntersectionObserver when it can report whether an element is really visible
 * (IntersectionObserver v2: Chromium), else undefined (Firefox, Safari, happy-dom): then the
 * approve view cannot know whether a page covers or fades it, and approval goes to a popup.
 *
 * @example
 * const observer = detectVisibilityTracking(window) // Chromium: window.IntersectionObserver
 */
export function detectVisibilityTracking(
  window: Window & typeof globalThis,
): VisibilityObserverConstructor | undefined {
  const { IntersectionObserver, IntersectionObserverEntry } = window
  if (typeof IntersectionObserver !== 'function' || typeof IntersectionObserverEntry !== 'function')
    return undefined
  if (!('isVisible' in IntersectionObserverEntry.prototype)) return undefined
  return IntersectionObserver as unknown as VisibilityObserverConstructor
}
