import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useModal } from './useModal.ts'

afterEach(cleanupKits)

describe('useModal', () => {
  it('default: closed', async () => {
    const { result } = await renderHookWithKit(() => useModal())
    expect(result.current.isOpen).toBe(false)
    expect(result.current.view).toBe('Connect')
  })

  it('parameters: view, opens on that view; close closes and resets to Connect', async () => {
    const { result, config } = await renderHookWithKit(() => useModal())

    await act(() => result.current.open({ view: 'AllWallets' }))
    expect(result.current.isOpen).toBe(true)
    expect(config.stores.router.getState().view).toBe('AllWallets')
    expect(result.current.view).toBe('AllWallets')

    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
    expect(config.stores.router.getState().view).toBe('Connect')
  })

  it('behavior: without a view, Connect while disconnected', async () => {
    const { result, config } = await renderHookWithKit(() => useModal())
    await act(() => result.current.open())
    expect(config.stores.router.getState().view).toBe('Connect')
  })
})
