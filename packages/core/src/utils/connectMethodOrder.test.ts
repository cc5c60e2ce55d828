import { describe, expect, it } from 'vitest'
import { connectMethodOrder } from './connectMethodOrder.ts'

describe('connectMethodOrder (spec §2)', () => {
  it('puts e-mail, then social, then wallets first when no wallet is usable', () => {
    expect(connectMethodOrder({ hasUsableWallet: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('puts wallets first when an injected or announced wallet is usable', () => {
    expect(connectMethodOrder({ hasUsableWallet: true })).toEqual(['wallet', 'email', 'social'])
  })

  it('parameters: collapseWallets puts the wallets last even when one is usable (spec §9)', () => {
    expect(connectMethodOrder({ hasUsableWallet: true, collapseWallets: true })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
})
