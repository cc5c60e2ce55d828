import { closeModal, openModal, type PorticoEvent } from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { usePorticoEvents } from './usePorticoEvents.ts'

afterEach(cleanupKits)

describe('usePorticoEvents', () => {
  it('default: the listener hears MODAL_OPEN and MODAL_CLOSE', async () => {
    const events: PorticoEvent[] = []
    const { config } = await renderHookWithKit(() => usePorticoEvents((e) => events.push(e)))
    await act(() => openModal(config))
    act(() => closeModal(config))
    expect(events.map((event) => event.name)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(events[0]?.timestamp).toBeTypeOf('number')
  })

  it('behavior: a new listener on re-render replaces the old one, without a second subscription', async () => {
    const first: string[] = []
    const second: string[] = []
    let listener = (event: PorticoEvent) => first.push(event.name)
    const { config, rerender } = await renderHookWithKit(() => usePorticoEvents(listener))
    listener = (event) => second.push(event.name)
    rerender()
    await act(() => openModal(config))
    expect(first).toEqual([])
    expect(second).toEqual(['MODAL_OPEN'])
  })

  it('behavior: unmounted, the listener hears nothing more', async () => {
    const events: string[] = []
    const { config, unmount } = await renderHookWithKit(() =>
      usePorticoEvents((event) => events.push(event.name)),
    )
    unmount()
    await openModal(config)
    expect(events).toEqual([])
  })
})
