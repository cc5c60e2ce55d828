import { createConfig, memoryStorage, type PorticoConfig, type PorticoOptions } from '@portico/core'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { PorticoProvider } from '../provider/PorticoProvider.tsx'
import { createTestAdapter, type TestAdapter } from './createTestAdapter.ts'
import { startTrackedDirectory } from './renderKit.tsx'

/**
 * Renders a hook inside a started `<PorticoProvider>` over the test adapter, with a local
 * directory server for the lists the kit prefetches. Call `cleanupKits()` after each test.
 *
 * @example
 * const { result, config } = await renderHookWithKit(() => useAccount())
 */
export async function renderHookWithKit<T>(
  hook: () => T,
  /** Options over the defaults, e.g. `{ siwx }`. */
  options: Partial<PorticoOptions> = {},
): Promise<
  ReturnType<typeof renderHook<T, unknown>> & { config: PorticoConfig; adapter: TestAdapter }
> {
  const directory = await startTrackedDirectory()
  const adapter = createTestAdapter()
  const config = createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [localNetwork, localNetwork2],
    adapters: [adapter],
    storage: memoryStorage(),
    ...options,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider config={config}>{children}</PorticoProvider>
  )
  return { ...renderHook(hook, { wrapper }), config, adapter }
}
