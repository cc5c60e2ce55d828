import type { Wallet } from '@wallet-standard/base'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

/**
 * A plain Wallet Standard wallet object for discovery tests: no behaviour, only the shape
 * discovery reads (name, icon, chains, features with the right methods).
 *
 * @example
 * const wallet = fakeWallet({ name: 'Family Wallet', chains: ['family:main'] })
 */
export function fakeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    version: '1.0.0',
    name: 'Family Wallet',
    icon: ICON,
    chains: ['family:main'],
    accounts: [],
    features: {
      'family:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
    },
    ...overrides,
  }
}
