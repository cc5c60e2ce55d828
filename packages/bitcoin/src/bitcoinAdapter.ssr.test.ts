// @vitest-environment node
import { createMemoryStorage, registerBitcoinTestWallet } from '@portico/bitcoin-test-wallet'
import { BITCOIN_DEV_ACCOUNTS } from '@portico/local-bitcoin'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.ts'
import { watchBitcoinConnectors } from './discovery/watchBitcoinConnectors.ts'

describe('server rendering (no window)', () => {
  it('watchBitcoinConnectors → one empty list, no throw', () => {
    expect(typeof window).toBe('undefined')
    const onChange = vi.fn()
    const stop = watchBitcoinConnectors({ networks: [], onChange })
    expect(onChange).toHaveBeenCalledExactlyOnceWith([])
    expect(() => stop()).not.toThrow()
  })

  it('bitcoinAdapter → no connectors, reconnect resolves undefined', async () => {
    const adapter = bitcoinAdapter()
    const emit = vi.fn()
    const stop = adapter.setup({ networks: [], emit })
    expect(adapter.getConnectors()).toEqual([])
    expect(emit).toHaveBeenCalledWith({ type: 'connectors', namespace: 'bip122', connectors: [] })
    await expect(adapter.reconnect({ connectorId: 'ws:bip122:Any' })).resolves.toBeUndefined()
    stop()
  })

  it('registerBitcoinTestWallet → a wallet, not registered, no throw', () => {
    const [dev0] = BITCOIN_DEV_ACCOUNTS
    if (!dev0) throw new Error('dev account')
    const { wallet } = registerBitcoinTestWallet({
      payment: dev0.payment,
      ordinal: dev0.ordinal,
      network: 'regtest',
      storage: createMemoryStorage(),
    })
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
  })
})
