import type { SupportedChains } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'

/** The chain data service's supported chains, asked once per config; a failure is asked again. */
export function getSupportedChains(config: PorticoConfig): Promise<SupportedChains> {
  const { internal } = config
  if (!internal.supportedChains) {
    const request = config.api.blockchain.getSupportedChains()
    internal.supportedChains = request
    request.catch(() => {
      if (internal.supportedChains === request) internal.supportedChains = undefined
    })
  }
  return internal.supportedChains
}
