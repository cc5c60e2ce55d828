import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { announceWallet } from '../test/announceWallet.ts'
import { createFaultProvider } from '../test/faultProvider.ts'
import { type DiscoveredConnector, watchEvmConnectors } from './watchEvmConnectors.ts'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const info = (n: number, rdns = `com.example.wallet${n}`) => ({
  uuid: `uuid-${n}`,
  name: `Wallet ${n}`,
  icon: ICON,
  rdns,
})

// The providers here are fault doubles: discovery never calls them, only compares identities.
const newProvider = () => createFaultProvider({})

let cleanups: (() => void)[] = []
let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  cleanups = []
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
})

function watch(injected?: boolean) {
  const changes: (readonly DiscoveredConnector[])[] = []
  const stop = watchEvmConnectors({ networks: [], injected, onChange: (l) => changes.push(l) })
  cleanups.push(stop)
  const latest = () => changes.at(-1) ?? []
  const ids = () => latest().map((item) => item.connector.id)
  return { changes, stop, latest, ids }
}

function announce(detail: unknown) {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

describe('watchEvmConnectors', () => {
  it('nothing installed → one empty list at start', () => {
    const { changes } = watch()
    expect(changes).toEqual([[]])
  })

  it('wallet announced before start answers the request → ANNOUNCED connector from its info', () => {
    const provider = newProvider()
    cleanups.push(announceWallet({ info: info(1), provider }))
    const { latest } = watch()
    expect(latest()).toEqual([
      {
        provider,
        connector: {
          id: 'com.example.wallet1',
          name: 'Wallet 1',
          type: 'ANNOUNCED',
          chain: 'eip155',
          chains: [],
          imageUrl: ICON,
          info: { rdns: 'com.example.wallet1', icon: ICON },
        },
      },
    ])
  })

  it('wallet announced after start → a new list is emitted', () => {
    const { changes, ids } = watch()
    cleanups.push(announceWallet({ info: info(2), provider: newProvider() }))
    expect(changes).toHaveLength(2)
    expect(ids()).toEqual(['com.example.wallet2'])
  })

  it('the same announcement twice → no second change', () => {
    const detail = { info: info(3), provider: newProvider() }
    const { changes } = watch()
    announce(detail)
    announce(detail)
    expect(changes).toHaveLength(2)
  })

  it('window.ethereum without flags → INJECTED "Browser Wallet"', () => {
    const provider = newProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const { latest } = watch()
    expect(latest()).toEqual([
      {
        provider,
        connector: {
          id: 'injected',
          name: 'Browser Wallet',
          type: 'INJECTED',
          chain: 'eip155',
          chains: [],
        },
      },
    ])
  })

  it('window.ethereum with a known flag → named after the wallet', () => {
    ;(window as { ethereum?: unknown }).ethereum = Object.assign(newProvider(), {
      isMetaMask: true,
    })
    const { latest } = watch()
    expect(latest()[0]?.connector.name).toBe('MetaMask')
  })

  it('parameters: injected false → window.ethereum is not listed', () => {
    ;(window as { ethereum?: unknown }).ethereum = newProvider()
    const { ids } = watch(false)
    expect(ids()).toEqual([])
  })

  it('window.ethereum that is the announced provider → listed once, as ANNOUNCED', () => {
    const provider = newProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    cleanups.push(announceWallet({ info: info(4), provider }))
    const { ids } = watch()
    expect(ids()).toEqual(['com.example.wallet4'])
  })

  it('window.ethereum first, then its own announcement → the injected entry is replaced', () => {
    const provider = newProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const { changes, ids } = watch()
    expect(ids()).toEqual(['injected'])
    cleanups.push(announceWallet({ info: info(5), provider }))
    expect(changes).toHaveLength(2)
    expect(ids()).toEqual(['com.example.wallet5'])
  })

  it('window.ethereum that is another provider → both listed', () => {
    ;(window as { ethereum?: unknown }).ethereum = newProvider()
    cleanups.push(announceWallet({ info: info(6), provider: newProvider() }))
    const { ids } = watch()
    expect(ids()).toEqual(['com.example.wallet6', 'injected'])
  })

  it('window.ethereum injected late with ethereum#initialized → listed', () => {
    const { ids } = watch()
    ;(window as { ethereum?: unknown }).ethereum = newProvider()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(ids()).toEqual(['injected'])
  })

  it.each([
    ['a string', 'not a provider'],
    ['an object without request', { send: () => null }],
  ])('window.ethereum that is %s → ignored with a warning', (_, value) => {
    ;(window as { ethereum?: unknown }).ethereum = value
    const { ids } = watch()
    expect(ids()).toEqual([])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.ethereum'))
  })

  it('window.ethereum whose getter throws → ignored with a warning', () => {
    Object.defineProperty(window, 'ethereum', {
      configurable: true,
      get() {
        throw new Error('gotcha')
      },
    })
    const { ids } = watch()
    expect(ids()).toEqual([])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.ethereum'))
  })

  it('hostile announcements are dropped with a warning and do not block later wallets', () => {
    const { changes, ids } = watch()
    const hostile: unknown[] = [
      undefined,
      null,
      'detail',
      {},
      { info: null, provider: newProvider() },
      { info: info(7) },
      { info: info(8), provider: 'not an object' },
      { info: info(9), provider: { request: 'not a function' } },
      { info: { ...info(10), icon: 'javascript:alert(1)' }, provider: newProvider() },
      { info: { ...info(11), icon: 'http://insecure.example/icon.png' }, provider: newProvider() },
      { info: { ...info(12), name: '' }, provider: newProvider() },
      { info: { ...info(13), rdns: 'no dots' }, provider: newProvider() },
      {
        provider: newProvider(),
        get info(): never {
          throw new Error('gotcha')
        },
      },
    ]
    for (const detail of hostile) announce(detail)
    expect(warn).toHaveBeenCalledTimes(hostile.length)
    expect(changes).toHaveLength(1)

    // mipd's store would be poisoned by one malformed detail; the shield keeps it usable.
    cleanups.push(announceWallet({ info: info(14), provider: newProvider() }))
    expect(ids()).toEqual(['com.example.wallet14'])
  })

  it('an https icon is accepted', () => {
    const { latest } = watch()
    announce({
      info: { ...info(15), icon: 'https://cdn.example/icon.png' },
      provider: newProvider(),
    })
    expect(latest()[0]?.connector.imageUrl).toBe('https://cdn.example/icon.png')
  })

  it('two wallets claiming one rdns → the first keeps it, the second is warned about', () => {
    const first = newProvider()
    const { latest } = watch()
    announce({ info: info(16, 'io.metamask'), provider: first })
    announce({ info: { ...info(17, 'io.metamask'), name: 'Impostor' }, provider: newProvider() })
    expect(latest()).toHaveLength(1)
    expect(latest()[0]?.provider).toBe(first)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("rdns 'io.metamask'"))
  })

  it('after stop → no more changes and the shield is gone', () => {
    const listener = vi.fn()
    const stop = watchEvmConnectors({ networks: [], onChange: listener })
    stop()
    listener.mockClear()
    announce({ info: info(18), provider: newProvider() })
    announce(null)
    expect(listener).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })
})
