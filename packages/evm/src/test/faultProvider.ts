import type { Eip1193Listener, Eip1193Provider } from '../provider/Eip1193Provider.ts'

export interface FaultProvider extends Eip1193Provider {
  /** Every request received, in order. */
  readonly calls: { method: string; params?: unknown }[]
  /** Fires an event as a wallet would, with whatever payload the test wants. */
  emit(event: string, ...args: unknown[]): void
  listenerCount(event: string): number
}

/**
 * A FAULT DOUBLE, not a wallet: an EIP-1193 object whose answers the test scripts per method
 * (a value, or a function that may throw an error object with any code). Used only for faults
 * no real wallet produces on demand: garbage answers, specific error codes, hostile events.
 */
export function createFaultProvider(
  answers: Record<string, unknown | ((params: unknown) => unknown)>,
): FaultProvider {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const calls: { method: string; params?: unknown }[] = []
  return {
    calls,
    async request({ method, params }) {
      calls.push({ method, params })
      if (!(method in answers)) throw { code: 4200, message: `Unsupported method ${method}` }
      const answer = answers[method]
      return typeof answer === 'function' ? answer(params) : answer
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}

/** An EIP-1193 error object, as wallets throw them. */
export function providerError(code: number, message = `error ${code}`) {
  return { code, message }
}
