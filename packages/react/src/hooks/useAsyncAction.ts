import { useCallback, useEffect, useRef, useState } from 'react'

export interface AsyncActionState<T> {
  data: T | undefined
  error: Error | undefined
  isPending: boolean
}

export interface UseAsyncActionReturnType<A extends unknown[], T> extends AsyncActionState<T> {
  /** Runs the action; resolves or rejects with its result, and records it in the state. */
  run: (...args: A) => Promise<T>
  /** Forgets the last result and error. */
  reset: () => void
}

const idle = { data: undefined, error: undefined, isPending: false }

/**
 * Tracks one async core action (pending, result, error) for a hook that exposes it. Results
 * that arrive after unmount are dropped rather than set on a dead component.
 *
 * @example
 * const { run, isPending, error } = useAsyncAction((message: string) =>
 *   signMessage(config, { message }),
 * )
 */
export function useAsyncAction<A extends unknown[], T>(
  action: (...args: A) => Promise<T>,
): UseAsyncActionReturnType<A, T> {
  const [state, setState] = useState<AsyncActionState<T>>(idle)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    async (...args: A) => {
      setState((previous) => ({ ...previous, error: undefined, isPending: true }))
      try {
        const data = await action(...args)
        if (mounted.current) setState({ data, error: undefined, isPending: false })
        return data
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        if (mounted.current) setState({ data: undefined, error, isPending: false })
        throw error
      }
    },
    [action],
  )
  const reset = useCallback(() => setState(idle), [])
  return { ...state, run, reset }
}
