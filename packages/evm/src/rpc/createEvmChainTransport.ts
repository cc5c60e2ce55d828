import {
  ChainRpcError,
  type Network,
  RPC_FALLBACK_POLL_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
} from '@portico/core'
import { type EIP1193RequestFn, fallback, http, shouldThrow, type Transport } from 'viem'
import { type EvmRpcGateway, evmChainRpcUrls } from './evmRpcGateway.ts'

/** Spec §7's ranking: every 4 s, the last 10 samples, latency 0.3 and stability 0.7. */
const RANK = {
  interval: RPC_FALLBACK_POLL_MS,
  sampleCount: 10,
  weights: { latency: 0.3, stability: 0.7 },
}
/** With no request for this long, the ranking stops pinging (it restarts on the next one). */
const IDLE_AFTER_MS = 3 * RPC_FALLBACK_POLL_MS

export interface CreateEvmChainTransportParameters {
  network: Network
  /** The Portico server's gateway, tried first; absent: the network's own RPC only. */
  gateway?: EvmRpcGateway | undefined
}

/** One transport per list of endpoints, for the page's lifetime: one ranking each, not one per read. */
const transports = new Map<string, Transport>()

/**
 * The transport of an EVM network's reads (`evmChainRpcUrls`: the gateway, then the network's
 * own URLs). Each endpoint is viem's `http` with spec §7's retries (RPC_RETRY_COUNT from
 * RPC_RETRY_BASE_DELAY_MS, doubling; HTTP 403/408/413/429/5xx and JSON-RPC -1, honouring
 * Retry-After: viem's utils/buildRequest.ts). With several, they sit behind viem's `fallback`,
 * ranked by spec §7's figures (clients/transports/fallback.ts `rankTransports`). That ranking
 * pings every endpoint every 4 s for ever from the moment the transport is made, so the
 * transport is made once per list of endpoints, its ranking starts on the first request, and
 * its ping parks it for good once nothing read for 12 s (a promise that never settles leaves no
 * timer); the next request starts a fresh one. When all endpoints failed, the fallback walks
 * them once more: viem reads its re-ranked list by index during a walk, so a re-rank mid-request
 * can skip the healthy endpoint. viem walks again only after an error its http retries (a 5xx);
 * after any other (a 400) the transport walks once more itself, and once only (at most three).
 * No endpoint at all is a `ChainRpcError`.
 *
 * @example
 * const transport = createEvmChainTransport({ network, gateway: { apiUrl, projectId } })
 * const client = createClient({ transport })
 */
export function createEvmChainTransport(parameters: CreateEvmChainTransportParameters): Transport {
  const urls = evmChainRpcUrls(parameters)
  const [first] = urls
  if (first === undefined)
    throw new ChainRpcError({
      details: `${parameters.network.caipNetworkId} has no HTTP RPC URL`,
    })
  const key = urls.join(' ')
  let transport = transports.get(key)
  if (transport === undefined) {
    transport = urls.length === 1 ? httpOf(first) : rankedFallback(urls)
    transports.set(key, transport)
  }
  return transport
}

function httpOf(url: string) {
  return http(url, { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_BASE_DELAY_MS })
}

/** viem's ranked fallback over `urls`, started on first use and parked when idle. */
function rankedFallback(urls: readonly string[]): Transport {
  let current: { request: EIP1193RequestFn; parked: boolean } | undefined
  let lastUsedAt = 0

  const build = (options: Parameters<Transport>[0]) => {
    const generation = { request: undefined as unknown as EIP1193RequestFn, parked: false }
    const ping = ({ transport }: { transport: ReturnType<Transport> }) => {
      if (generation.parked || Date.now() - lastUsedAt > IDLE_AFTER_MS) {
        generation.parked = true
        return new Promise<never>(() => {})
      }
      return transport.request({ method: 'eth_blockNumber' }, { retryCount: 0 })
    }
    generation.request = fallback(urls.map(httpOf), {
      retryCount: 1,
      rank: { ...RANK, ping },
    })({ ...options, retryCount: 0 }).request
    return generation
  }

  return (options) => {
    const request = (async (args, requestOptions) => {
      lastUsedAt = Date.now()
      if (current === undefined || current.parked) current = build(options)
      const { request: walk } = current
      try {
        return await walk(args, requestOptions)
      } catch (error) {
        // viem's own second walk (retryCount: 1) follows only the errors its http retries, not
        // a 400 such as the gateway's 'Unsupported chain', and a re-rank during the walk can
        // have skipped the endpoint that answers. Final: an abort, and what fallback ends on.
        if (requestOptions?.signal?.aborted || shouldThrow(error as Error)) throw error
        return walk(args, { ...requestOptions, retryCount: 0 })
      }
    }) as EIP1193RequestFn
    // Its own type, not 'fallback': viem's actions read `transports` of a 'fallback' client.
    return {
      config: {
        key: 'porticoChainRpc',
        name: 'Portico chain RPC',
        type: 'porticoChainRpc',
        request,
        retryCount: 0,
        retryDelay: RPC_RETRY_BASE_DELAY_MS,
        timeout: options.timeout,
      },
      request,
      value: { urls },
    }
  }
}
