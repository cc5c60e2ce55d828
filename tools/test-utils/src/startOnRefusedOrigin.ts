import { type ChainAdapter, openModal, type PorticoConfig, startConfig } from '@portico/core'
import { createTestConfig } from './createTestConfig.ts'

/**
 * A started config whose project allows only `https://my.app` (defaults off), so the kit's own
 * origin check refuses the test page; the modal is open and the alert it left is cleared, so a
 * test sees only what its own action shows. Returns the config and its teardown.
 *
 * @example
 * const { config, stop } = await startOnRefusedOrigin(authAdapter())
 */
export async function startOnRefusedOrigin(
  adapter: ChainAdapter,
): Promise<{ config: PorticoConfig; stop: () => void }> {
  const config = createTestConfig({
    adapters: [adapter],
    fetch: async (input) => {
      const { pathname } = new URL(String(input))
      if (pathname === '/projects/v1/origins')
        return Response.json({ allowedOrigins: ['https://my.app'], includeDefaultOrigins: false })
      return Response.json({ features: [] })
    },
  })
  const stop = startConfig(config)
  if ((await config.internal.originCheck) !== false) {
    stop()
    throw new Error('The origin check was expected to refuse the test page')
  }
  await openModal(config)
  config.stores.alerts.setState({ alert: undefined })
  return { config, stop }
}
