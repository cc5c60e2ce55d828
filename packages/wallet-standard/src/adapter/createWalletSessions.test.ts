import { type AdapterEvent, ConnectorNotFoundError, type Network } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletStandardWalletInfo } from '../discovery/parseWalletStandardWallet.ts'
import type { DiscoveredWallet } from '../discovery/watchWalletStandardConnectors.ts'
import { fakeWallet } from '../test/fakeWallet.ts'
import { watchFamilyWallets } from '../test/watchFamilyWallets.ts'
import { createWalletSessions, type WalletSession } from './createWalletSessions.ts'

type Item = DiscoveredWallet<WalletStandardWalletInfo>

const network = (caipNetworkId: string, chainNamespace = 'solana') =>
  ({ id: caipNetworkId.split(':')[1], caipNetworkId, chainNamespace }) as Network
const main = network('family:main')
const evm = network('eip155:1', 'eip155')

const unregisters: (() => void)[] = []
const register = (wallet: Wallet) => {
  const unregister = getWallets().register(wallet)
  unregisters.push(unregister)
  return unregister
}
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

/** The registry over real Wallet Standard discovery of a made-up 'family:' chain family. */
function setUp() {
  const wallets = createWalletSessions<Item, WalletSession>({
    namespace: 'solana',
    familyName: 'Family',
    watch: watchFamilyWallets,
  })
  const events: AdapterEvent[] = []
  const teardown = wallets.setup({ networks: [main, evm], emit: (event) => events.push(event) })
  return { wallets, events, teardown }
}

/** Opens a session for the wallet `connectorId`, with a spy for its stop. */
function connected(wallets: ReturnType<typeof setUp>['wallets'], connectorId: string) {
  const item = wallets.requireWallet(connectorId)
  const session = { wallet: item.wallet, stop: vi.fn() }
  wallets.openSession(connectorId, session)
  return session
}

describe('createWalletSessions', () => {
  it('default: setup keeps its namespace’s networks and lists the discovered wallets', () => {
    register(fakeWallet({ name: 'One' }))
    const { wallets, events } = setUp()
    expect(wallets.networks).toEqual([main])
    expect(wallets.getConnectors().map((connector) => connector.id)).toEqual(['ws:family:One'])
    expect(events.at(-1)).toMatchObject({ type: 'connectors', namespace: 'solana' })
  })

  it('behavior: a new session for a wallet ends its previous one', () => {
    register(fakeWallet({ name: 'One' }))
    const { wallets } = setUp()
    const first = connected(wallets, 'ws:family:One')
    const second = connected(wallets, 'ws:family:One')
    expect(first.stop).toHaveBeenCalledOnce()
    expect(second.stop).not.toHaveBeenCalled()
    expect(wallets.sessions.get('ws:family:One')).toBe(second)
  })

  it('behavior: a connected wallet that unregisters → its session ends, core hears disconnect', () => {
    const unregister = register(fakeWallet({ name: 'One' }))
    register(fakeWallet({ name: 'Two' }))
    const { wallets, events } = setUp()
    const session = connected(wallets, 'ws:family:One')
    connected(wallets, 'ws:family:Two')
    unregister()
    expect(session.stop).toHaveBeenCalledOnce()
    expect([...wallets.sessions.keys()]).toEqual(['ws:family:Two'])
    expect(events.filter((event) => event.type === 'disconnect')).toEqual([
      { type: 'disconnect', connectorId: 'ws:family:One', namespace: 'solana' },
    ])
    expect(wallets.getConnectors().map((connector) => connector.id)).toEqual(['ws:family:Two'])
  })

  it('behavior: teardown ends every session and stops the events', () => {
    const unregister = register(fakeWallet({ name: 'One' }))
    const { wallets, events, teardown } = setUp()
    const session = connected(wallets, 'ws:family:One')
    teardown()
    expect(session.stop).toHaveBeenCalledOnce()
    expect(wallets.sessions.size).toBe(0)
    expect(wallets.getConnectors()).toEqual([])
    const before = events.length
    unregister()
    wallets.emit({ type: 'disconnect', connectorId: 'x', namespace: 'solana' })
    expect(events).toHaveLength(before)
  })

  it('error: requireWallet of an unknown id → ConnectorNotFoundError naming the family', () => {
    const { wallets } = setUp()
    expect(() => wallets.requireWallet('ws:family:Nope')).toThrow(ConnectorNotFoundError)
    expect(() => wallets.requireWallet('ws:family:Nope')).toThrow(
      expect.objectContaining({ details: "No Family wallet 'ws:family:Nope'" }),
    )
    expect(wallets.findWallet('ws:family:Nope')).toBeUndefined()
  })
})
