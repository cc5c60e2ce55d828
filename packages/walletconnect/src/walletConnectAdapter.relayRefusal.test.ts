// The relay refusing the dApp's WalletConnect client (an unknown project id, an origin the
// project does not allow, a device clock that runs ahead), seen through @portico/core: each
// refusal is the spec §8 alert its message maps to, shown once, and the connect fails at once
// instead of waiting for the relay timeout. A real relay (@portico/relay) refuses, as
// WalletConnect's does, with close code 3000 and the reason.
import {
  connect,
  createConfig,
  defineNetwork,
  dismissAlert,
  memoryStorage,
  type PorticoConfig,
  startConfig,
} from '@portico/core'
import { type Relay, type StartRelayParameters, startRelay } from '@portico/relay'
import { memoryKeyValueStorage } from '@portico/test-utils/memoryKeyValueStorage'
import { afterEach, describe, expect, it } from 'vitest'
import { RelayUnavailableError } from './errors/RelayUnavailableError.ts'
import { type WalletConnectAdapter, walletConnectAdapter } from './walletConnectAdapter.ts'

const unusedUrl = 'http://127.0.0.1:9'
const network = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [unusedUrl] } },
  testnet: true,
})

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

let count = 0

/** A relay with `access`, and the kit with a WalletConnect adapter of `projectId` on it. */
async function setUp(access: StartRelayParameters, projectId = 'portico-local') {
  const relay: Relay = await startRelay({ port: 0, ...access })
  cleanups.push(() => relay.close())
  const adapter: WalletConnectAdapter = walletConnectAdapter({
    projectId,
    relayUrl: relay.url,
    metadata: { name: 'Portico test', description: 'tests', url: 'http://localhost', icons: [] },
    storagePrefix: `portico-wc-test-refusal-${++count}`,
    storage: memoryKeyValueStorage(),
    logLevel: 'silent',
    // Long, so that only the refusal can end a connect this soon.
    relayTimeoutMs: 30_000,
  })
  cleanups.push(() => adapter.destroy())
  const config = createConfig({
    projectId: 'portico-local',
    networks: [network],
    adapters: [adapter],
    storage: memoryStorage(),
    // No server in these tests: a call to one fails at once, with no message to map.
    apiUrl: unusedUrl,
    isMobile: () => false,
  })
  cleanups.push(startConfig(config))
  return { config, adapter }
}

/** Every alert title the config shows from now on. */
function watchAlerts(config: PorticoConfig): string[] {
  const shown: string[] = []
  config.stores.alerts.subscribe(({ alert }) => {
    if (alert) shown.push(alert.message)
  })
  return shown
}

/** Connects through WalletConnect; resolves with the error, and how long the connect took. */
async function failedConnect(config: PorticoConfig) {
  const started = Date.now()
  const error = await connect(config, { connectorId: 'walletConnect' }).catch(
    (caught: unknown) => caught,
  )
  return { error, ms: Date.now() - started }
}

describe('walletConnectAdapter: the relay refuses the client', () => {
  it.each([
    [
      'an unknown project id',
      'Invalid Project ID',
      { projects: [{ id: 'portico-local' }] },
      'another-project',
    ],
    [
      'an origin the project does not allow (a client without the page origin)',
      'Origin Not Allowed',
      { projects: [{ id: 'portico-local', allowedOrigins: ['https://shop.example.org'] }] },
      'portico-local',
    ],
    [
      'a device clock an hour ahead of the relay',
      'Session Expired',
      { authClock: () => Date.now() - 3_600_000 },
      'portico-local',
    ],
  ] as const)(
    "%s → the '%s' alert, once; the connect fails at once",
    async (_case, title, access, projectId) => {
      const { config, adapter } = await setUp(access, projectId)
      const alerts = watchAlerts(config)

      const first = await failedConnect(config)
      expect(first.error).toBeInstanceOf(RelayUnavailableError)
      expect((first.error as RelayUnavailableError).message).toBe('Failed to connect')
      expect(first.ms).toBeLessThan(10_000)
      expect(alerts).toEqual([title])
      expect(config.stores.alerts.getState().alert).toMatchObject({
        variant: 'error',
        message: title,
      })
      expect(adapter.pairing.getState().status).toBe('error')

      // The visitor dismisses it and tries again: the relay refuses again, the alert stays away.
      dismissAlert(config)
      const second = await failedConnect(config)
      expect(second.error).toBeInstanceOf(RelayUnavailableError)
      expect(alerts).toEqual([title])
      expect(config.stores.alerts.getState().alert).toBeUndefined()
    },
    40_000,
  )

  it('a relay that serves the project shows no alert: the pairing URI comes', async () => {
    const { config, adapter } = await setUp({ projects: [{ id: 'portico-local' }] })
    const connecting = connect(config, { connectorId: 'walletConnect' }).catch(() => undefined)
    await expect.poll(() => adapter.pairing.getState().status, { timeout: 15_000 }).toBe('ready')
    expect(config.stores.alerts.getState().alert).toBeUndefined()
    adapter.pairing.cancel()
    await connecting
  })
})
