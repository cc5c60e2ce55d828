import { getSupportedChains } from '../internal/project/getSupportedChains.ts'
import type { SupportedChains } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * The CAIP-2 ids the chain data service serves (`GET v1/supported-chains`, spec §7), from the
 * one answer per config that balances and history also use. Views mark the networks missing
 * from it (their balances and history are skipped). Never throws: undefined when the service
 * could not say (asked again next time).
 *
 * @example
 * const served = await fetchSupportedChains(config)
 * served?.http.includes('eip155:31337') // true when the service reads that chain
 */
export async function fetchSupportedChains(
  config: PorticoConfig,
): Promise<SupportedChains | undefined> {
  try {
    return await getSupportedChains(config)
  } catch {
    return undefined
  }
}
