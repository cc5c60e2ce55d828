import { describe, expect, it } from 'vitest'
import { readConnectFeatures } from './connectFeatures.ts'

describe('readConnectFeatures', () => {
  it.each([
    ['', {}],
    ['?legal-checkbox', { legalCheckbox: true }],
    ['?collapse-wallets=1', { collapseWallets: true }],
    [
      '?legal-checkbox&collapse-wallets&siwx=optional',
      { legalCheckbox: true, collapseWallets: true },
    ],
    ['?legal-checkbox=0&collapse-wallets=yes', {}],
  ])('%s → %o', (search, features) => {
    expect(readConnectFeatures(search)).toEqual(features)
  })
})
