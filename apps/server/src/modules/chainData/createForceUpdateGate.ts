import { createRateLimiter } from '../../http/createRateLimiter.ts'
import { createMemoryTtlCache } from '../../shared/createMemoryTtlCache.ts'
import type { RateLimiter } from '../../shared/RateLimiter.ts'
import type { TtlCache } from '../../shared/TtlCache.ts'

export interface ForceUpdateGateParameters {
  /** One key (chain and address) is read by force at most once per this; 0: no bound. */
  intervalMs: number
  /** Forced reads one client IP may cause per minute. */
  perIpPerMinute: number
  /**
   * The per-IP limit: `sharedState.rateLimiter(…)` (Redis when configured, so the budget is per
   * client across processes); by default one in this process from `perIpPerMinute`.
   */
  perIp?: RateLimiter
  /** When each key was last read by force (`sharedState.cache(…)`); by default in memory. */
  forcedAt?: TtlCache<number>
  /** The default limiter's and cache's clock (Unix milliseconds); tests pass their own. */
  now?: () => number
  /** Keys the default cache remembers at most; the stalest are dropped first. */
  maxKeys?: number
}

export interface ForceUpdateGate {
  /**
   * Whether a forced read of `key` asked by `ip` may go to the chain now; counts it if so. A
   * refusal counts nothing: not against the client's budget, nor as the key's read.
   */
  allow(key: string, ip: string): Promise<boolean>
}

/**
 * Bounds `forceUpdate` on the balance route, so it cannot turn the server into an RPC
 * amplifier: a (chain, address) is read by force at most once per `intervalMs`, and one client
 * IP causes at most `perIpPerMinute` forced reads a minute. A refused forced read is answered
 * like a plain one (from the cache while it is fresh). With Redis the check of the key and its
 * marking are two steps, so two processes may rarely both force one key; the per-IP budget is
 * exact.
 *
 * @example
 * const gate = createForceUpdateGate({ intervalMs: 5000, perIpPerMinute: 30 })
 * const forced = forceUpdate !== undefined && (await gate.allow(`${chainId} ${address}`, request.ip))
 */
export function createForceUpdateGate(parameters: ForceUpdateGateParameters): ForceUpdateGate {
  const { intervalMs, perIpPerMinute, now = Date.now, maxKeys = 10_000 } = parameters
  const perIp =
    parameters.perIp ?? createRateLimiter({ limit: perIpPerMinute, windowMs: 60_000, now })
  const forcedAt = parameters.forcedAt ?? createMemoryTtlCache<number>({ maxEntries: maxKeys, now })
  return {
    async allow(key, ip) {
      if (intervalMs > 0 && (await forcedAt.get(key)) !== undefined) return false
      if (!(await perIp.take(ip)).allowed) return false
      await forcedAt.set(key, now(), intervalMs)
      return true
    },
  }
}
