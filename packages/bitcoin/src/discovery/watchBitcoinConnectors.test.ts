import { createMemoryStorage, registerBitcoinTestWallet } from '@portico/bitcoin-test-wallet'
import { BITCOIN_DEV_ACCOUNTS } from '@portico/local-bitcoin'
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it, vi } from 'vitest'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../networks/bitcoinNetworks.ts'
import { bitcoinNetwork } from '../test/testSetup.ts'
import { parseBitcoinWallet } from './parseBitcoinWallet.ts'
import { type DiscoveredBitcoinWallet, watchBitcoinConnectors } from './watchBitcoinConnectors.ts'

const [dev0] = BITCOIN_DEV_ACCOUNTS
if (!dev0) throw new Error('dev account')
const regtest = bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'http://127.0.0.1:1')
const { wallet } = registerBitcoinTestWallet({
  payment: dev0.payment,
  ordinal: dev0.ordinal,
  network: 'regtest',
  storage: createMemoryStorage(),
})

const watch = () => {
  let latest: readonly DiscoveredBitcoinWallet[] = []
  const stop = watchBitcoinConnectors({ networks: [regtest], onChange: (list) => (latest = list) })
  return { get: () => latest, stop }
}

describe('parseBitcoinWallet', () => {
  it('default: name, icon and the wallet chains mapped to CAIP ids', () => {
    expect(parseBitcoinWallet(wallet)).toEqual({
      status: 'ok',
      info: {
        name: 'Portico Bitcoin Test Wallet',
        icon: wallet.icon,
        chains: [
          { walletChain: 'bitcoin:regtest', caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID },
        ],
      },
    })
  })

  it.each([
    ['no bitcoin:connect', () => ({ ...wallet, features: {} }), 'other-family'],
    ['javascript: icon', () => ({ ...wallet, icon: 'javascript:alert(1)' }), 'invalid'],
    ['empty name', () => ({ ...wallet, name: ' ' }), 'invalid'],
    [
      'a throwing getter',
      // Built inside the test: the test runner reads arguments to name the case.
      () =>
        Object.defineProperty({ ...wallet }, 'name', {
          get() {
            throw new Error('boom')
          },
        }),
      'invalid',
    ],
  ])('%s → %s', (_, candidate, status) => {
    expect(parseBitcoinWallet(candidate() as Wallet).status).toBe(status)
  })

  it('parameters: unknown chains are left out, bip122 ids kept', () => {
    const result = parseBitcoinWallet({
      ...wallet,
      chains: [
        'bitcoin:mainnet',
        'bitcoin:nonsense',
        'solana:mainnet',
        'bip122:00000008819873e925422c1ff0f99f7c',
      ],
    })
    expect(
      result.status === 'ok' && result.info.chains.map((chain) => chain.caipNetworkId),
    ).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:00000008819873e925422c1ff0f99f7c',
    ])
  })
})

describe('watchBitcoinConnectors', () => {
  it('behavior: bad wallets are dropped with one warning; a second wallet of a name is ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    registerWallet({ ...wallet, icon: 'javascript:alert(1)' as Wallet['icon'], name: 'Hostile' })
    registerWallet({ ...wallet, features: wallet.features, name: 'Portico Bitcoin Test Wallet' })
    registerWallet({ ...wallet, features: {}, name: 'Solana Only' })
    const watcher = watch()
    expect(watcher.get().map((item) => item.connector.id)).toEqual([
      'ws:bip122:Portico Bitcoin Test Wallet',
    ])
    expect(watcher.get()[0]?.wallet).toBe(wallet)
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[portico/bitcoin] Ignored a Wallet Standard wallet: icon: icon must be a data:image/ or https: URL',
      "[portico/bitcoin] Ignored a second Wallet Standard wallet named 'Portico Bitcoin Test Wallet'.",
    ])
    watcher.stop()
    warn.mockRestore()
  })
})
