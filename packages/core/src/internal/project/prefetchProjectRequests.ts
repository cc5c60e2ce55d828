import type { PorticoConfig } from '../../types/config.ts'

/**
 * Asks the server now for what `startProjectServices` reads first (the remote features, the
 * allowed origins), so that the answers travel while its code loads: the origin check then ends
 * one round trip after the page, not two. Each answer waits for the call that reads it
 * (`HttpClient.prefetch`); `startConfig` calls this with a project id, and asks for the wallet
 * lists itself.
 */
export function prefetchProjectRequests(config: PorticoConfig): void {
  const { options, api } = config
  if (!options.basic) api.directory.prefetchConfig()
  if (typeof window !== 'undefined') api.directory.prefetchOrigins()
}
