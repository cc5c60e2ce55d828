import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, expect, it, vi } from 'vitest'
import { startConfig } from '../startConfig.ts'
import { setLocale } from './setLocale.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

it('takes the option over the browser, and undefined follows the browser again', () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en'])
  const config = createTestConfig({ locale: 'ja' })
  expect(config.stores.locale.getState()).toEqual({
    locale: 'ja',
    systemLocale: 'de',
    resolvedLocale: 'ja',
  })
  setLocale(config, 'ar')
  expect(config.stores.locale.getState().resolvedLocale).toBe('ar')
  setLocale(config, undefined)
  expect(config.stores.locale.getState().resolvedLocale).toBe('de')
})

it("follows the browser's languages while it runs, and stops with the kit", () => {
  const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR'])
  const config = createTestConfig()
  const stop = startConfig(config)
  expect(config.stores.locale.getState().resolvedLocale).toBe('fr')

  languages.mockReturnValue(['ko-KR', 'en'])
  window.dispatchEvent(new Event('languagechange'))
  expect(config.stores.locale.getState().resolvedLocale).toBe('ko')

  stop()
  languages.mockReturnValue(['tr'])
  window.dispatchEvent(new Event('languagechange'))
  expect(config.stores.locale.getState().resolvedLocale).toBe('ko')
})
