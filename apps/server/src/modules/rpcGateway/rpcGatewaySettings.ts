import { RPC_FALLBACK_POLL_MS, RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT } from '@portico/core'

/** How the gateway reaches and ranks a chain's upstream endpoints, and what it accepts. */
export interface RpcGatewaySettings {
  /** viem `fallback`'s `rank` (spec §7): how often, how many samples, how they weigh. */
  rank: {
    intervalMs: number
    sampleCount: number
    latencyWeight: number
    stabilityWeight: number
  }
  /** With no request for this long, the ranking stops pinging the upstreams (restarts on use). */
  idleAfterMs: number
  /** viem `http`'s retries per upstream endpoint (spec §7), from `retryDelayMs` doubling. */
  retryCount: number
  retryDelayMs: number
  /** One HTTP attempt to an upstream endpoint. */
  timeoutMs: number
  /** One request, every retry and endpoint included. */
  requestDeadlineMs: number
  /** Most requests in one JSON-RPC batch. */
  maxBatchItems: number
  /** Largest request body (a raw transaction with blobs is some hundreds of KiB). */
  bodyLimitBytes: number
  /** Most blocks one `eth_getLogs` may cover. */
  maxLogBlockRange: number
  /** A block read by number is cached only this many blocks below the head. */
  deepBlockConfirmations: number
  /** How long a found receipt or mined transaction is cached (a reorg may move it). */
  foundTtlMs: number
  /** How long a deep block read by number is cached. */
  deepBlockTtlMs: number
}

/**
 * The spec §7 figures (polling every 4 s, 10 samples, latency 0.3, stability 0.7, 3 retries
 * from 150 ms) and the gateway's own bounds.
 *
 * @example
 * createChainUpstream(urls, { ...DEFAULT_RPC_GATEWAY_SETTINGS, rank: { ...rank, intervalMs: 50 } })
 */
export const DEFAULT_RPC_GATEWAY_SETTINGS: RpcGatewaySettings = {
  rank: {
    intervalMs: RPC_FALLBACK_POLL_MS,
    sampleCount: 10,
    latencyWeight: 0.3,
    stabilityWeight: 0.7,
  },
  idleAfterMs: 3 * RPC_FALLBACK_POLL_MS,
  retryCount: RPC_RETRY_COUNT,
  retryDelayMs: RPC_RETRY_BASE_DELAY_MS,
  timeoutMs: 10_000,
  requestDeadlineMs: 25_000,
  maxBatchItems: 100,
  bodyLimitBytes: 1024 * 1024,
  maxLogBlockRange: 5_000,
  deepBlockConfirmations: 64,
  foundTtlMs: 60_000,
  deepBlockTtlMs: 600_000,
}
