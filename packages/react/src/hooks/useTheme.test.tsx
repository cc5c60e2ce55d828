import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useTheme } from './useTheme.ts'

afterEach(cleanupKits)

describe('useTheme', () => {
  it('default: follows the system (light here), no variables', async () => {
    const { result } = await renderHookWithKit(() => useTheme())
    expect(result.current).toMatchObject({
      themeMode: undefined,
      resolvedThemeMode: 'light',
      themeVariables: {},
    })
  })

  it('behavior: setThemeMode sets the mode; undefined follows the system again', async () => {
    const { result, config } = await renderHookWithKit(() => useTheme())
    act(() => result.current.setThemeMode('dark'))
    expect(result.current.themeMode).toBe('dark')
    expect(result.current.resolvedThemeMode).toBe('dark')
    expect(config.stores.theme.getState().resolvedThemeMode).toBe('dark')

    act(() => result.current.setThemeMode())
    expect(result.current.themeMode).toBeUndefined()
    expect(result.current.resolvedThemeMode).toBe('light')
  })
})
