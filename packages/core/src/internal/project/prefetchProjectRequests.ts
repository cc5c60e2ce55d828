import type { PorticoConfig } from '../../types/config.ts'
import {
  featuredWalletsRequest,
  walletListsRequested,
  walletsPageRequest,
} from './walletListRequests.ts'

/**
 * Asks the server now for what `startProjectServices` reads first (the remote features, the
 * allowed origins, the wallet lists), so that the answers travel while its code loads: the
 * Connect view's lists then arrive one round trip after the page, not two. Each answer waits for
 * the call that reads it (`HttpClient.prefetch`); `startConfig` calls this with a project id.
 */
export function prefetchProjectRequests(config: PorticoConfig): void {
  const { options, api } = config
  if (!options.basic) api.directory.prefetchConfig()
  if (typeof window !== 'undefined') api.directory.prefetchOrigins()
  // A list the page asked for first (a hook's effect runs before the provider's) is on its way.
  if (walletListsRequested(config)) return
  api.directory.prefetchWallets(walletsPageRequest(options, 1))
  const featured = featuredWalletsRequest(options)
  if (featured) api.directory.prefetchWallets(featured)
}
