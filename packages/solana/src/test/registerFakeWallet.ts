import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

/**
 * Registers a hand-made Wallet Standard wallet for the faults no real wallet gives on demand
 * (hostile objects, garbage answers, non-4001 errors). Each test says which fault it fakes.
 * Returns the wallet and a function that unregisters it.
 *
 * @example
 * const { unregister } = registerFakeWallet({ name: 'Broken', features: {} })
 */
export function registerFakeWallet(overrides: Partial<Wallet> & { name: string }): {
  wallet: Wallet
  unregister: () => void
} {
  const wallet: Wallet = {
    version: '1.0.0',
    icon: ICON,
    chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
    },
    ...overrides,
  }
  return { wallet, unregister: getWallets().register(wallet) }
}
