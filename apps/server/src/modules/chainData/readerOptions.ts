/** How a chain reader talks to its upstream (RPC node or Esplora). */
export interface ChainReaderOptions {
  /** Per upstream request; 10 s by default (viem's own default). */
  timeoutMs?: number
  /** Retries of a failed EVM RPC request (viem backs off from 150 ms). */
  retryCount?: number
}

/** The upstream timeout when none is configured. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000
