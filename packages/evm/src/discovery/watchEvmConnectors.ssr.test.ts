// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { evmAdapter } from '../evmAdapter.ts'
import { watchEvmConnectors } from './watchEvmConnectors.ts'

describe('server rendering (no window)', () => {
  it('watchEvmConnectors → one empty list, no throw', () => {
    expect(typeof window).toBe('undefined')
    const onChange = vi.fn()
    const stop = watchEvmConnectors({ networks: [], onChange })
    expect(onChange).toHaveBeenCalledExactlyOnceWith([])
    expect(() => stop()).not.toThrow()
  })

  it('evmAdapter → no connectors, reconnect resolves undefined', async () => {
    const adapter = evmAdapter()
    const emit = vi.fn()
    const stop = adapter.setup({ networks: [], emit })
    expect(adapter.getConnectors()).toEqual([])
    expect(emit).toHaveBeenCalledWith({ type: 'connectors', namespace: 'eip155', connectors: [] })
    await expect(adapter.reconnect({ connectorId: 'injected' })).resolves.toBeUndefined()
    stop()
  })
})
