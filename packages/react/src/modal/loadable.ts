import { useEffect, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * A code-split module that can be fetched ahead of time and then rendered synchronously.
 * React.lazy would suspend instead, and React throttles the reveal of suspended content
 * (about 300 ms a boundary): on the modal's open path that delay dwarfed the work itself.
 */
export interface Loadable<value> {
  /** Starts loading (once; a failed load may be retried). */
  load(): Promise<value>
  /** The loaded value, or undefined while it is not there yet. */
  current(): value | undefined
}

/**
 * @example
 * const AccountView = loadable(() => import('./AccountView.tsx').then((m) => m.AccountView))
 * void AccountView.load() // e.g. on hover
 */
export function loadable<value>(loader: () => Promise<value>): Loadable<value> {
  let loaded: { value: value } | undefined
  let pending: Promise<value> | undefined
  return {
    load() {
      if (loaded) return Promise.resolve(loaded.value)
      pending ??= loader().then(
        (value) => {
          loaded = { value }
          return value
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    current: () => loaded?.value,
  }
}

export interface UseLoadableOptions {
  /** Handle a failed load here instead of throwing it to the nearest error boundary. */
  onError?: (error: unknown) => void
  /** A new value retries a failed load. */
  retryKey?: unknown
  /**
   * Render the loaded value in the task its load ends in (`flushSync`), for what a visitor is
   * waiting to see: React's scheduled render let the browser paint a frame with nothing new first
   * (a trace of a cold press whose modal chunk ran after it: 6 ms and an empty frame).
   */
  urgent?: boolean
}

/**
 * Renders with the loaded value, or undefined while it loads (then re-renders). A failed load
 * goes to `onError`, or is thrown during render for the nearest error boundary to show.
 */
export function useLoadable<value>(
  item: Loadable<value> | undefined,
  { onError, retryKey, urgent = false }: UseLoadableOptions = {},
): value | undefined {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  // Read when the load ends, not when it starts: an open can make a pending load urgent.
  const isUrgent = useRef(urgent)
  isUrgent.current = urgent
  const [failure, setFailure] = useState<{ error: unknown; item: Loadable<value> }>()
  const current = item?.current()
  // biome-ignore lint/correctness/useExhaustiveDependencies: retryKey only re-runs the load
  useEffect(() => {
    if (!item || item.current()) return
    let active = true
    setFailure(undefined)
    item.load().then(
      () => {
        if (!active) return
        if (isUrgent.current) flushSync(rerender)
        else rerender()
      },
      (error: unknown) => {
        if (!active) return
        if (onError) onError(error)
        else setFailure({ error, item })
      },
    )
    return () => {
      active = false
    }
  }, [item, retryKey])
  if (failure && failure.item === item) throw failure.error
  return current
}
