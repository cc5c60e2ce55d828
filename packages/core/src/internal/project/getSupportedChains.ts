import { fetchQuery } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import type { SupportedChains } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** The chain data service's supported chains, asked once per config; a failure is asked again. */
export function getSupportedChains(config: PorticoConfig): Promise<SupportedChains> {
  return fetchQuery(config.internal.queries, {
    key: queryKeys.supportedChains(),
    staleMs: Number.POSITIVE_INFINITY,
    query: (signal) => config.api.blockchain.getSupportedChains({ signal }),
  })
}
