import { createRateLimiter } from '../../http/createRateLimiter.ts'

export interface ForceUpdateGateParameters {
  /** One key (chain and address) is read by force at most once per this; 0: no bound. */
  intervalMs: number
  /** Forced reads one client IP may cause per minute. */
  perIpPerMinute: number
  /** The clock (Unix milliseconds); tests pass their own. */
  now?: () => number
  /** Keys remembered at most; the stalest are dropped first, so memory stays bounded. */
  maxKeys?: number
}

export interface ForceUpdateGate {
  /**
   * Whether a forced read of `key` asked by `ip` may go to the chain now; counts it if so. A
   * refusal counts nothing: not against the client's budget, nor as the key's read.
   */
  allow(key: string, ip: string): boolean
}

/**
 * Bounds `forceUpdate` on the balance route, so it cannot turn the server into an RPC
 * amplifier: a (chain, address) is read by force at most once per `intervalMs`, and one client
 * IP causes at most `perIpPerMinute` forced reads a minute. A refused forced read is answered
 * like a plain one (from the cache while it is fresh).
 *
 * @example
 * const gate = createForceUpdateGate({ intervalMs: 5000, perIpPerMinute: 30 })
 * const forced = forceUpdate !== undefined && gate.allow(`${chainId} ${address}`, request.ip)
 */
export function createForceUpdateGate(parameters: ForceUpdateGateParameters): ForceUpdateGate {
  const { intervalMs, perIpPerMinute, now = Date.now, maxKeys = 10_000 } = parameters
  const perIp = createRateLimiter({ limit: perIpPerMinute, windowMs: 60_000, now })
  // When each key was last read by force; Map order is insertion order, so the first is stalest.
  const lastForced = new Map<string, number>()
  return {
    allow(key, ip) {
      const time = now()
      const last = lastForced.get(key)
      if (last !== undefined && time - last < intervalMs) return false
      if (!perIp.take(ip).allowed) return false
      lastForced.delete(key)
      lastForced.set(key, time)
      if (lastForced.size > maxKeys) {
        const stalest = lastForced.keys().next().value
        if (stalest !== undefined) lastForced.delete(stalest)
      }
      return true
    },
  }
}
