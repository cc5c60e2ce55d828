import { evmAdapter } from '@portico/evm'
import { createConfig, type PorticoConfig } from '@portico/react'
import { toNetworks } from './networks.ts'
import type { DemoSettings } from './settings.ts'

/**
 * The kit's config for the demo: the local chains, the EVM adapter, the local server.
 *
 * @example
 * const config = createDemoConfig(readSettings(import.meta.env))
 */
export function createDemoConfig(settings: DemoSettings): PorticoConfig {
  return createConfig({
    projectId: settings.projectId,
    apiUrl: settings.apiUrl,
    networks: toNetworks(settings.chains),
    adapters: [evmAdapter()],
    metadata: {
      name: 'Portico demo',
      description: 'The example dApp of the Portico connect-wallet kit',
      url: window.location.origin,
    },
  })
}
