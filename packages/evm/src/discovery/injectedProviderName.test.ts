import { describe, expect, it } from 'vitest'
import { injectedProviderName } from './injectedProviderName.ts'

describe('injectedProviderName', () => {
  it('no flag → Browser Wallet', () => {
    expect(injectedProviderName({})).toBe('Browser Wallet')
  })

  it.each([
    ['isMetaMask', 'MetaMask'],
    ['isCoinbaseWallet', 'Coinbase Wallet'],
    ['isBraveWallet', 'Brave Wallet'],
    ['isRabby', 'Rabby Wallet'],
    ['isFrame', 'Frame'],
  ])('flag %s → %s', (flag, name) => {
    expect(injectedProviderName({ [flag]: true })).toBe(name)
  })

  it('wallets that also claim isMetaMask keep their own name', () => {
    expect(injectedProviderName({ isMetaMask: true, isBraveWallet: true })).toBe('Brave Wallet')
    expect(injectedProviderName({ isMetaMask: true, isRabby: true })).toBe('Rabby Wallet')
  })

  it('a truthy non-boolean flag does not count', () => {
    expect(injectedProviderName({ isMetaMask: 'yes' })).toBe('Browser Wallet')
  })

  it('a throwing flag getter is skipped', () => {
    const provider = {
      get isBraveWallet(): boolean {
        throw new Error('gotcha')
      },
      isMetaMask: true,
    }
    expect(injectedProviderName(provider)).toBe('MetaMask')
  })
})
