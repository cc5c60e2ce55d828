import { useSyncExternalStore } from 'react'

/** The read side of a zustand vanilla store, which is all a view may touch. */
export interface ReadableStore<T> {
  getState(): T
  subscribe(listener: () => void): () => void
}

/**
 * Subscribes a component to one slice of a core store. The selector must return a value that
 * is stable while the store is unchanged (a field, not a freshly built object), or React would
 * re-render forever.
 *
 * @example
 * const isOpen = useStoreState(config.stores.modal, (state) => state.open)
 */
export function useStoreState<T, S>(store: ReadableStore<T>, selector: (state: T) => S): S {
  const read = () => selector(store.getState())
  return useSyncExternalStore(store.subscribe, read, read)
}
