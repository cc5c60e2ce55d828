import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { expect, it } from 'vitest'
import { setThemeMode } from './setThemeMode.ts'

it('sets light or dark; undefined follows the system again', () => {
  const config = createTestConfig()
  config.stores.theme.setState({ systemThemeMode: 'dark', resolvedThemeMode: 'dark' })
  setThemeMode(config, 'light')
  expect(config.stores.theme.getState()).toMatchObject({
    themeMode: 'light',
    resolvedThemeMode: 'light',
  })
  setThemeMode(config, undefined)
  expect(config.stores.theme.getState()).toMatchObject({
    themeMode: undefined,
    resolvedThemeMode: 'dark',
  })
})
