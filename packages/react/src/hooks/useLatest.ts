import { type RefObject, useEffect, useRef } from 'react'

/**
 * A ref that always holds the latest `value`, for callbacks given inline (`onSuccess`, …) that
 * an async flow calls later: a new function each render changes nothing else.
 *
 * @example
 * const callbacks = useLatest({ onSuccess })
 * flow.then((result) => callbacks.current.onSuccess?.(result))
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}
