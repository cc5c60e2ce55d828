// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.ts'
import { watchSolanaConnectors } from './watchSolanaConnectors.ts'

describe('server rendering (no window)', () => {
  it('watchSolanaConnectors → one empty list, no throw', () => {
    expect(typeof window).toBe('undefined')
    const onChange = vi.fn()
    const stop = watchSolanaConnectors({ networks: [], onChange })
    expect(onChange).toHaveBeenCalledExactlyOnceWith([])
    expect(() => stop()).not.toThrow()
  })

  it('solanaAdapter → no connectors, reconnect resolves undefined', async () => {
    const adapter = solanaAdapter()
    const emit = vi.fn()
    const stop = adapter.setup({ networks: [], emit })
    expect(adapter.getConnectors()).toEqual([])
    expect(emit).toHaveBeenCalledWith({ type: 'connectors', namespace: 'solana', connectors: [] })
    await expect(
      adapter.reconnect({ connectorId: 'ws:solana:Portico Solana Test Wallet' }),
    ).resolves.toBeUndefined()
    stop()
  })
})
