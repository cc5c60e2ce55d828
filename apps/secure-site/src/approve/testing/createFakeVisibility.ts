import type {
  VisibilityEntry,
  VisibilityObserverConstructor,
  VisibilityRect,
} from '../detectVisibilityTracking.ts'

const FULL: VisibilityRect = { x: 0, y: 0, width: 360, height: 480 }

export interface FakeVisibility {
  /** Pass as the approve view's or guard's `visibility`. */
  IntersectionObserver: VisibilityObserverConstructor
  /** The options of the last observer made. */
  readonly options: unknown
  /** Observers made and not disconnected. */
  readonly observing: number
  /**
   * Reports an entry to every live observer, as Chromium's would: fully visible by default;
   * `isVisible: false` when a page covers or fades the frame.
   */
  report(entry?: Partial<VisibilityEntry>): void
}

/**
 * A stand-in for IntersectionObserver v2 (happy-dom has no v2) that the test drives: tests of
 * arming report visibility when they choose, with fake timers for the rest.
 *
 * @example
 * const visibility = createFakeVisibility()
 * const view = createApproveView({ document, root, parentOrigin, visibility: visibility.IntersectionObserver })
 * visibility.report({ isVisible: true })
 */
export function createFakeVisibility(): FakeVisibility {
  const live = new Set<(entries: readonly VisibilityEntry[]) => void>()
  let options: unknown

  class FakeIntersectionObserver {
    readonly #callback: (entries: readonly VisibilityEntry[]) => void
    constructor(callback: (entries: readonly VisibilityEntry[]) => void, init: unknown) {
      this.#callback = callback
      options = init
    }
    observe(): void {
      live.add(this.#callback)
    }
    disconnect(): void {
      live.delete(this.#callback)
    }
  }

  return {
    IntersectionObserver: FakeIntersectionObserver,
    get options() {
      return options
    },
    get observing() {
      return live.size
    },
    report(entry = {}) {
      const full: VisibilityEntry = {
        isVisible: true,
        intersectionRatio: 1,
        boundingClientRect: FULL,
        intersectionRect: FULL,
        ...entry,
      }
      for (const callback of [...live]) callback([full])
    },
  }
}
