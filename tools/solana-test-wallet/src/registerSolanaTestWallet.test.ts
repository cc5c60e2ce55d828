import { LOCAL_SOLANA_CAIP_NETWORK_ID, SOLANA_DEV_ACCOUNTS } from '@portico/local-solana'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './persistedAuthorization.ts'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.ts'

const [account0] = SOLANA_DEV_ACCOUNTS
if (!account0) throw new Error('dev accounts missing')

// No RPC is reached here: registration and discovery only.
const parameters = {
  seedHex: account0.seedHex,
  rpcUrl: 'http://127.0.0.1:1',
  chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
  storage: createMemoryStorage(),
}

describe('registerSolanaTestWallet', () => {
  it('default: the app sees the wallet; unregister takes it away with an unregister event', () => {
    const wallets = getWallets()
    const unregistered: string[] = []
    const off = wallets.on('unregister', (...list) => {
      unregistered.push(...list.map((wallet) => wallet.name))
    })
    const { wallet, unregister } = registerSolanaTestWallet({ ...parameters, name: 'Early' })
    expect(wallets.get()).toContain(wallet)
    unregister()
    expect(wallets.get()).not.toContain(wallet)
    expect(unregistered).toEqual(['Early'])
    off()
  })

  it('parameters: name → the registered name; the account appears once connected', async () => {
    const { wallet, controls, unregister } = registerSolanaTestWallet({
      ...parameters,
      name: 'Named',
    })
    expect(wallet.name).toBe('Named')
    expect(wallet.accounts).toEqual([])
    await wallet.features['standard:connect'].connect()
    expect(wallet.accounts.map((account) => account.address)).toEqual([await controls.ready])
    unregister()
  })
})
