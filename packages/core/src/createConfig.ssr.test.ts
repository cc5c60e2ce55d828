// @vitest-environment node

import { localNetwork } from '@portico/test-utils/networks'
import { expect, it } from 'vitest'
import { createConfig } from './createConfig.ts'

// Server rendering: no window, no localStorage, no matchMedia.
it('without a window: creates a config with in-memory storage and a light system theme', async () => {
  expect(typeof window).toBe('undefined')
  const core = await import('./exports/index.ts')
  expect(core.createConfig).toBe(createConfig)

  const config = createConfig({ projectId: 'demo', networks: [localNetwork], adapters: [] })
  config.storage.set(core.storageKeys.activeNamespace, 'eip155')
  expect(config.storage.get(core.storageKeys.activeNamespace)).toBe('eip155')
  expect(config.stores.theme.getState().resolvedThemeMode).toBe('light')
  expect(config.options.isMobile()).toBe(false)
})
