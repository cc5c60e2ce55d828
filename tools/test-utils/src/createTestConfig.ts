import { createConfig, memoryStorage, type PorticoConfig, type PorticoOptions } from '@portico/core'
import { secondTestnetNetwork, testnetNetwork } from './networks.ts'

/** The account most tests connect: anvil's first dev account. */
export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER_ADDRESS = '0x70997970C51812dc3A63C0aA6a6B52f5CB1EC3d0'

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
