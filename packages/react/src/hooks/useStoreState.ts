import { useSyncExternalStore } from 'react'

/** The read side of a zustand vanilla store, which is all a view may touch. */
export interface ReadableStore<T> {
  getState(): T
  /** The state the store was created with (zustand ≥ 4.5); what a server render saw. */
  getInitialState?(): T
  subscribe(listener: () => void): () => void
}

/**
 * Subscribes a component to one slice of a core store. The selector must return a value that
 * is stable while the store is unchanged (a field, not a freshly built object), or React would
 * re-render forever.
 *
 * Server rendering and hydration read the store's initial state (`getServerState`, by default
 * `getInitialState`): the server never starts the kit, so the first client render must match
 * it even when the browser already knows more (a stored connection, a dark system theme).
 * React then re-renders with the live state right after hydration, without a mismatch.
 *
 * @example
 * const isOpen = useStoreState(config.stores.modal, (state) => state.open)
 */
export function useStoreState<T, S>(
  store: ReadableStore<T>,
  selector: (state: T) => S,
  getServerState: () => T = () => (store.getInitialState ?? store.getState)(),
): S {
  const read = () => selector(store.getState())
  const readServer = () => selector(getServerState())
  return useSyncExternalStore(store.subscribe, read, readServer)
}
