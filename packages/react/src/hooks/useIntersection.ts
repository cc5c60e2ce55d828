import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Calls `onVisible` each time the element scrolls into view (infinite scroll sentinel). Does
 * nothing where `IntersectionObserver` does not exist; pair it with a visible fallback control.
 *
 * @example
 * const sentinel = useRef<HTMLDivElement>(null)
 * useIntersection(sentinel, loadMore, hasMore)
 */
export function useIntersection(
  target: RefObject<Element | null>,
  onVisible: () => void,
  enabled: boolean,
): void {
  // The latest callback, without re-creating the observer each render.
  const callback = useRef(onVisible)
  useLayoutEffect(() => {
    callback.current = onVisible
  })
  useEffect(() => {
    const element = target.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, enabled])
}
