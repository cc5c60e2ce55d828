import {
  type ChainAdapter,
  type MockAdapter,
  type MockAdapterParameters,
  mockAdapter,
  onEvent,
  type PorticoConfig,
  type PorticoEvent,
  type PorticoOptions,
  startConfig,
} from '@portico/core'
import { evmAddressChecks } from '@portico/evm'
import { TEST_ADDRESS } from './accounts.ts'
import { createTestConfig } from './createTestConfig.ts'
import { type MemorySiwx, type MemorySiwxParameters, memorySiwx } from './memorySiwx.ts'
import { testnetNetwork } from './networks.ts'

export interface SiwxTestConfig {
  config: PorticoConfig
  adapter: MockAdapter
  siwx: MemorySiwx
  /** Every SIWX_AUTH_* event so far. */
  siwxEvents: PorticoEvent[]
  /** Stops what `startConfig` started; call it after the test. */
  stop: () => void
}

/**
 * A started config (adapter events flow as in the page) with an in-memory `siwx` and the mock
 * wallet on Sepolia, not connected yet. No project id, so nothing asks a server.
 *
 * @example
 * const { config, siwx, stop } = siwxTestConfig({ siwx: { required: true } })
 * await connect(config, { connectorId: 'mock' })
 */
export function siwxTestConfig(
  parameters: {
    siwx?: MemorySiwxParameters
    adapter?: Partial<MockAdapterParameters>
    /** Adapters of other families, configured after the mock wallet. */
    extraAdapters?: readonly ChainAdapter[]
    options?: Partial<PorticoOptions>
  } = {},
): SiwxTestConfig {
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: testnetNetwork.id,
    addressChecks: evmAddressChecks,
    ...parameters.adapter,
  })
  const siwx = memorySiwx(parameters.siwx)
  const config = createTestConfig({
    adapters: [adapter, ...(parameters.extraAdapters ?? [])],
    projectId: '',
    siwx,
    ...parameters.options,
  })
  const siwxEvents: PorticoEvent[] = []
  const stopEvents = onEvent(config, (event) => {
    if (event.name.startsWith('SIWX_AUTH_')) siwxEvents.push(event)
  })
  const stopConfig = startConfig(config)
  return {
    config,
    adapter,
    siwx,
    siwxEvents,
    stop: () => {
      stopEvents()
      stopConfig()
    },
  }
}
