import { createConfig, memoryStorage, type PorticoConfig, type PorticoOptions } from '@portico/core'
import { secondTestnetNetwork, testnetNetwork } from './networks.ts'

/**
 * Stands in for "the network is down": tests that are not about the server must never reach
 * one (another engineer's server may listen on the default port). A fault, not a fake server.
 */
export const offlineFetch: typeof fetch = async () => {
  throw new TypeError('fetch failed: no server in this test')
}

/**
 * A config for tests: in-memory storage, no server, testnet networks (so no balance is asked
 * for), desktop. `overrides` replace any option.
 *
 * @example
 * const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
 */
export function createTestConfig(overrides: Partial<PorticoOptions> = {}): PorticoConfig {
  return createConfig({
    projectId: 'test-project',
    networks: [testnetNetwork, secondTestnetNetwork],
    adapters: [],
    storage: memoryStorage(),
    fetch: offlineFetch,
    isMobile: () => false,
    ...overrides,
  })
}
