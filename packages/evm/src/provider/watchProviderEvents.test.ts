import { getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createFaultProvider, providerError } from '../test/faultProvider.ts'
import { watchProviderEvents } from './watchProviderEvents.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// Fault doubles throughout: real wallets do not emit garbage events on demand.
let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

function setup(answers: Record<string, unknown> = {}) {
  const provider = createFaultProvider(answers)
  const handlers = {
    onAccountsChanged: vi.fn(),
    onChainChanged: vi.fn(),
    onDisconnect: vi.fn(),
  }
  const stop = watchProviderEvents(provider, handlers, getAddress)
  return { provider, handlers, stop }
}

describe('watchProviderEvents', () => {
  it('registers one listener per event', () => {
    const { provider } = setup()
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      expect(provider.listenerCount(event)).toBe(1)
  })

  it('accountsChanged → checksummed accounts', () => {
    const { provider, handlers } = setup()
    provider.emit('accountsChanged', [ADDRESS.toLowerCase()])
    expect(handlers.onAccountsChanged).toHaveBeenCalledExactlyOnceWith([ADDRESS])
  })

  it('accountsChanged [] → [] (disconnect is the caller’s decision)', () => {
    const { provider, handlers } = setup()
    provider.emit('accountsChanged', [])
    expect(handlers.onAccountsChanged).toHaveBeenCalledExactlyOnceWith([])
  })

  it.each([
    ['a string', ADDRESS],
    ['a bad address', ['0x1234']],
    ['nothing', undefined],
  ])('accountsChanged with %s → warned and ignored', (_, payload) => {
    const { provider, handlers } = setup()
    provider.emit('accountsChanged', payload)
    expect(handlers.onAccountsChanged).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('accountsChanged'))
  })

  it('chainChanged hex → decimal', () => {
    const { provider, handlers } = setup()
    provider.emit('chainChanged', '0x7a6a')
    expect(handlers.onChainChanged).toHaveBeenCalledExactlyOnceWith(31338)
  })

  it.each([
    ['not hex', '0xzz'],
    ['zero', '0x0'],
    ['an object', { chainId: '0x1' }],
    ['beyond MAX_SAFE_INTEGER', '0xffffffffffffffffff'],
  ])('chainChanged %s → warned and ignored', (_, payload) => {
    const { provider, handlers } = setup()
    provider.emit('chainChanged', payload)
    expect(handlers.onChainChanged).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chainChanged'))
  })

  it('disconnect → onDisconnect', async () => {
    const { provider, handlers } = setup()
    provider.emit('disconnect', providerError(4900, 'Disconnected'))
    await vi.waitFor(() => expect(handlers.onDisconnect).toHaveBeenCalledOnce())
  })

  it('disconnect 1013 while accounts remain → ignored (MetaMask reconnecting)', async () => {
    const { provider, handlers } = setup({ eth_accounts: [ADDRESS] })
    provider.emit('disconnect', providerError(1013, 'Try again later'))
    await vi.waitFor(() => expect(provider.calls).toEqual([{ method: 'eth_accounts' }]))
    await Promise.resolve()
    expect(handlers.onDisconnect).not.toHaveBeenCalled()
  })

  it('disconnect 1013 with no accounts left → onDisconnect', async () => {
    const { provider, handlers } = setup({ eth_accounts: [] })
    provider.emit('disconnect', providerError(1013, 'Try again later'))
    await vi.waitFor(() => expect(handlers.onDisconnect).toHaveBeenCalledOnce())
  })

  it('stop → exactly these listeners are removed', () => {
    const { provider, handlers, stop } = setup()
    stop()
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      expect(provider.listenerCount(event)).toBe(0)
    provider.emit('chainChanged', '0x1')
    expect(handlers.onChainChanged).not.toHaveBeenCalled()
  })

  it('provider without on/removeListener → no events, no throw', () => {
    const provider = { request: async () => null }
    const stop = watchProviderEvents(
      provider,
      {
        onAccountsChanged: vi.fn(),
        onChainChanged: vi.fn(),
        onDisconnect: vi.fn(),
      },
      getAddress,
    )
    expect(() => stop()).not.toThrow()
  })

  it('provider whose on throws → warned, no throw', () => {
    const provider = {
      request: async () => null,
      on: () => {
        throw new Error('gotcha')
      },
    }
    expect(() =>
      watchProviderEvents(
        provider,
        { onAccountsChanged: vi.fn(), onChainChanged: vi.fn(), onDisconnect: vi.fn() },
        getAddress,
      ),
    ).not.toThrow()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gotcha'))
  })
})
