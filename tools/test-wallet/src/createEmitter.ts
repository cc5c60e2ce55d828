import type { TestWalletEventMap, TestWalletEventName, TestWalletListener } from './types.ts'

export interface Emitter {
  on<event extends TestWalletEventName>(event: event, listener: TestWalletListener<event>): void
  off<event extends TestWalletEventName>(event: event, listener: TestWalletListener<event>): void
  emit<event extends TestWalletEventName>(event: event, ...args: TestWalletEventMap[event]): void
}

/** Listeners of every event share one map; `on` and `emit` keep each event's arguments typed. */
type StoredListener = (...args: readonly unknown[]) => void

/**
 * A tiny typed event emitter (Node's `events` is not available in the browser). A listener that
 * throws is reported and does not stop the others, as in a real wallet's provider.
 *
 * @example
 * const emitter = createEmitter()
 * emitter.on('chainChanged', (chainId) => console.info(chainId))
 * emitter.emit('chainChanged', '0x7a69')
 */
export function createEmitter(): Emitter {
  const listeners = new Map<TestWalletEventName, Set<StoredListener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as unknown as StoredListener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as unknown as StoredListener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          console.error(`[test-wallet] a '${event}' listener threw`, error)
        }
      }
    },
  }
}
