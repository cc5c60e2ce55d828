import { type EIP1193RequestFn, fallback, http, type Transport } from 'viem'
import { keepAliveFetch } from './keepAliveFetch.ts'
import type { RpcGatewaySettings } from './rpcGatewaySettings.ts'

/** One chain's upstream endpoints behind viem's `fallback`, built once per chain. */
export interface ChainUpstream {
  /**
   * Sends one JSON-RPC request: viem retries each endpoint (HTTP 403/408/413/429/5xx and
   * JSON-RPC -1, honouring Retry-After) and falls back to the next in rank order. Rejects with
   * viem's error once all failed.
   */
  request(method: string, params: unknown, options?: { dedupe?: boolean }): Promise<unknown>
  /** Stops the ranking for good (it parks at its next ping); later requests reject. */
  close(): void
}

type FallbackTransport = ReturnType<Transport> & { request: EIP1193RequestFn }

/** One ranked fallback transport; `parked` once its ranking loop was stopped. */
interface Generation {
  transport: FallbackTransport
  parked: boolean
}

/**
 * The upstream of one chain: viem `fallback([http(url, { retryCount, retryDelay })…], { rank })`
 * over `urls` (the chain's `rpcUrl`, then its `rpcFallbackUrls`). The retries are viem's own
 * (node_modules/viem/utils/buildRequest.ts: `shouldRetry`, the `Retry-After` delay, `1 << count`
 * times `retryDelay`), so an endpoint is tried `retryCount + 1` times in a row. The fallback walks
 * the endpoints in rank order; with several, it walks them a second time when all failed
 * (`retryCount: 1` of the fallback): viem's walk reads its live, re-ranked list by index
 * (fallback.ts `transports[i]`), so a re-rank during a request (an endpoint just went down) can
 * skip the healthy endpoint and ask the dead one twice. `requestDeadlineMs` bounds the whole.
 *
 * Ranking (viem's `rankTransports` in clients/transports/fallback.ts) starts when the transport
 * is created and then pings every endpoint every `rank.intervalMs` forever, with no way to stop
 * it: it awaits the ping, then waits and loops. So it is started lazily, on the first request,
 * and its ping parks it for good (a promise that never settles: no timer stays behind) once
 * nothing used the chain for `idleAfterMs`, or after `close()`. The next request builds a fresh
 * ranked transport with fresh samples. The ping is `eth_blockNumber` without retries (viem's
 * default `net_listening` is not served by every provider). A chain with one endpoint has
 * nothing to rank and is never pinged.
 *
 * @example
 * const upstream = createChainUpstream([chain.rpcUrl, ...chain.rpcFallbackUrls], settings)
 * await upstream.request('eth_blockNumber', undefined) // '0x1b4'
 */
export function createChainUpstream(
  urls: readonly string[],
  settings: RpcGatewaySettings,
): ChainUpstream {
  let current: Generation | undefined
  let lastUsedAt = 0
  let closed = false

  const build = (): Generation => {
    const generation: Generation = { transport: undefined as never, parked: false }
    const ping = ({ transport }: { transport: ReturnType<Transport> }) => {
      if (closed || generation.parked || Date.now() - lastUsedAt > settings.idleAfterMs) {
        generation.parked = true
        return new Promise<never>(() => {})
      }
      return transport.request({ method: 'eth_blockNumber' }, { retryCount: 0 })
    }
    const { rank } = settings
    generation.transport = fallback(
      urls.map((url) =>
        http(url, {
          retryCount: settings.retryCount,
          retryDelay: settings.retryDelayMs,
          timeout: settings.timeoutMs,
          fetchFn: keepAliveFetch,
        }),
      ),
      {
        retryCount: urls.length > 1 ? 1 : 0,
        rank:
          urls.length > 1
            ? {
                interval: rank.intervalMs,
                sampleCount: rank.sampleCount,
                weights: { latency: rank.latencyWeight, stability: rank.stabilityWeight },
                ping,
              }
            : false,
      },
    )({ retryCount: 0 }) as FallbackTransport
    return generation
  }

  return {
    request(method, params, options) {
      if (closed) return Promise.reject(new Error('The RPC gateway is closed'))
      lastUsedAt = Date.now()
      if (current === undefined || current.parked) current = build()
      return current.transport.request({ method, params } as never, {
        dedupe: options?.dedupe === true,
        signal: AbortSignal.timeout(settings.requestDeadlineMs),
      })
    },
    close() {
      closed = true
    },
  }
}
