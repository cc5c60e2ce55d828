import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it, vi } from 'vitest'
import type { PorticoEvent } from '../types/events.ts'
import { closeModal } from './closeModal.ts'
import { onEvent } from './onEvent.ts'
import { openModal } from './openModal.ts'

describe('onEvent', () => {
  it('a listener gets MODAL_OPEN and MODAL_CLOSE with the data, address and time', async () => {
    const config = createTestConfig()
    const events: PorticoEvent[] = []
    onEvent(config, (event) => events.push(event))

    const before = Date.now()
    await openModal(config)
    closeModal(config)

    expect(events.map((event) => [event.name, event.properties, event.address])).toEqual([
      ['MODAL_OPEN', { connected: false }, undefined],
      ['MODAL_CLOSE', { connected: false }, undefined],
    ])
    expect(events[0]?.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('opening an open modal or closing a closed one reports nothing', async () => {
    const config = createTestConfig()
    const names: string[] = []
    onEvent(config, (event) => names.push(event.name))

    closeModal(config)
    await openModal(config)
    await openModal(config, { view: 'AllWallets' })

    expect(names).toEqual(['MODAL_OPEN'])
  })

  it('the returned function unsubscribes only that listener', async () => {
    const config = createTestConfig()
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onEvent(config, first)
    onEvent(config, second)

    stopFirst()
    await openModal(config)

    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('a listener that throws is logged and the others still get the event', async () => {
    const config = createTestConfig()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    onEvent(config, () => {
      throw new Error('listener bug')
    })
    onEvent(config, after)

    await openModal(config)

    expect(after).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith('[portico] an onEvent listener threw', expect.any(Error))
    error.mockRestore()
  })
})
