import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useLocale } from './useLocale.ts'

afterEach(() => {
  cleanupKits()
  vi.restoreAllMocks()
})

describe('useLocale', () => {
  it("default: follows the browser's languages", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en'])
    const { result } = await renderHookWithKit(() => useLocale())
    expect(result.current).toMatchObject({ locale: undefined, resolvedLocale: 'pt-BR' })
  })

  it('behavior: setLocale sets the language; undefined follows the browser again', async () => {
    const { result, config } = await renderHookWithKit(() => useLocale(), { locale: 'tr' })
    expect(result.current.resolvedLocale).toBe('tr')
    act(() => result.current.setLocale('hi'))
    expect(result.current).toMatchObject({ locale: 'hi', resolvedLocale: 'hi' })
    expect(config.stores.locale.getState().resolvedLocale).toBe('hi')
    act(() => result.current.setLocale())
    expect(result.current.locale).toBeUndefined()
  })
})
