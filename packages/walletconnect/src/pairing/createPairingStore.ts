import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  type PairingState,
  type PorticoError,
} from '@portico/core'

export type PairingListener = (state: PairingState) => void

export interface PairingStore {
  getState(): PairingState
  subscribe(listener: PairingListener): () => void
  /** True when `PAIRING_EXPIRY_MARGIN_MS` or less remain (spec §4); moves `ready` to `expired`. */
  isExpired(): boolean
  setLoading(): void
  setUri(uri: string): void
  setRejected(error: PorticoError): void
  setError(error: PorticoError): void
  reset(): void
}

const IDLE: PairingState = { status: 'idle' }

/**
 * The pairing URI's state machine: idle → loading → ready (URI, expiry) → expired, or rejected /
 * error. `now` is the clock, injectable for tests. `getState` returns the same object until the
 * state changes, so it can back `useSyncExternalStore`.
 *
 * @example
 * const pairing = createPairingStore({ now: () => Date.now() })
 * pairing.setUri('wc:…')
 * pairing.getState().status // 'ready'
 */
export function createPairingStore(parameters: { now: () => number }): PairingStore {
  let state: PairingState = IDLE
  const listeners = new Set<PairingListener>()

  const set = (next: PairingState) => {
    state = next
    for (const listener of [...listeners]) listener(state)
  }

  const isExpired = () => {
    if (state.expiresAt === undefined) return false
    const expired = state.expiresAt - parameters.now() <= PAIRING_EXPIRY_MARGIN_MS
    if (expired && state.status === 'ready') set({ ...state, status: 'expired' })
    return expired
  }

  return {
    getState() {
      isExpired()
      return state
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isExpired,
    setLoading: () => set({ status: 'loading' }),
    setUri: (uri) =>
      set({ status: 'ready', uri, expiresAt: parameters.now() + PAIRING_LIFETIME_MS }),
    setRejected: (error) => set({ status: 'rejected', error }),
    setError: (error) => set({ status: 'error', error }),
    reset: () => set(IDLE),
  }
}
