import type { Network } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeWallet } from '../test/fakeWallet.ts'
import { watchFamilyWallets } from '../test/watchFamilyWallets.ts'
import type { WalletStandardWalletInfo } from './parseWalletStandardWallet.ts'
import type { DiscoveredWallet } from './watchWalletStandardConnectors.ts'

const network = (caipNetworkId: string) =>
  ({ id: caipNetworkId.split(':')[1], caipNetworkId, chainNamespace: 'solana' }) as Network
const main = network('family:main')
const test = network('family:test')

const unregisters: (() => void)[] = []
const register = (wallet: Wallet) => unregisters.push(getWallets().register(wallet))
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

const watch = () => {
  let latest: readonly DiscoveredWallet<WalletStandardWalletInfo>[] = []
  const onChange = vi.fn((list: readonly DiscoveredWallet<WalletStandardWalletInfo>[]) => {
    latest = list
  })
  const stop = watchFamilyWallets({ networks: [main, test], onChange })
  return { get: () => latest, onChange, stop }
}

describe('watchWalletStandardConnectors', () => {
  it('default: a family wallet → an ANNOUNCED connector with the networks it supports', () => {
    const wallet = fakeWallet({ chains: ['family:test'] })
    register(wallet)
    const watcher = watch()
    expect(watcher.get()).toEqual([
      {
        wallet,
        info: { name: 'Family Wallet', icon: wallet.icon, chains: ['family:test'] },
        connector: {
          id: 'ws:family:Family Wallet',
          name: 'Family Wallet',
          type: 'ANNOUNCED',
          chain: 'solana',
          chains: [test],
          imageUrl: wallet.icon,
          info: { icon: wallet.icon },
        },
      },
    ])
    watcher.stop()
  })

  it('behavior: bad wallets are dropped with one warning; other families and a second name are ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    register(fakeWallet({ name: 'Hostile', icon: 'javascript:alert(1)' as Wallet['icon'] }))
    register(fakeWallet())
    register(fakeWallet())
    register(fakeWallet({ name: 'Other Family', chains: ['other:main'] }))
    const watcher = watch()
    expect(watcher.get().map((item) => item.connector.id)).toEqual(['ws:family:Family Wallet'])
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[portico/family] Ignored a Wallet Standard wallet: icon: icon must be a data:image/ or https: URL',
      "[portico/family] Ignored a second Wallet Standard wallet named 'Family Wallet'.",
    ])
    watcher.stop()
    warn.mockRestore()
  })

  it('behavior: registrations and unregistrations update the list; stop ends the updates', () => {
    const watcher = watch()
    expect(watcher.get()).toEqual([])
    const unregister = getWallets().register(fakeWallet({ name: 'Late' }))
    expect(watcher.get().map((item) => item.connector.id)).toEqual(['ws:family:Late'])
    // Another family's wallet leaves the list as it is: no second call with the same list.
    register(fakeWallet({ name: 'Other Family', chains: ['other:main'] }))
    expect(watcher.onChange).toHaveBeenCalledTimes(2)
    unregister()
    expect(watcher.get()).toEqual([])
    watcher.stop()
    register(fakeWallet({ name: 'After Stop' }))
    expect(watcher.get()).toEqual([])
    expect(watcher.onChange).toHaveBeenCalledTimes(3)
  })
})
