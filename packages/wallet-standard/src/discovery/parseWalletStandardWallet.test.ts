import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { fakeWallet } from '../test/fakeWallet.ts'
import {
  parseWalletStandardWallet,
  type WalletFamilyRequirements,
} from './parseWalletStandardWallet.ts'

const family: WalletFamilyRequirements = {
  requiredFeatures: { 'family:connect': 'connect', 'standard:events': 'on' },
  chainPrefixes: ['family:', 'fam2:'],
  requireChain: true,
}

describe('parseWalletStandardWallet', () => {
  it('default: name, icon and the chains with one of the prefixes', () => {
    const wallet = fakeWallet({ chains: ['family:main', 'other:main', 'fam2:test'] })
    expect(parseWalletStandardWallet(wallet, family)).toEqual({
      status: 'ok',
      info: { name: 'Family Wallet', icon: wallet.icon, chains: ['family:main', 'fam2:test'] },
    })
  })

  it.each([
    ['a required feature missing', () => fakeWallet({ features: {} }), 'other-family'],
    [
      'a required feature without its method',
      () => fakeWallet({ features: { 'family:connect': { on: () => {} } } }),
      'other-family',
    ],
    ['no family chain', () => fakeWallet({ chains: ['other:main'] }), 'other-family'],
    [
      'javascript: icon',
      () => fakeWallet({ icon: 'javascript:alert(1)' as Wallet['icon'] }),
      'invalid',
    ],
    ['http: icon', () => fakeWallet({ icon: 'http://a.test/i.png' as Wallet['icon'] }), 'invalid'],
    ['https: icon', () => fakeWallet({ icon: 'https://a.test/i.png' as Wallet['icon'] }), 'ok'],
    ['empty name', () => fakeWallet({ name: ' ' }), 'invalid'],
    ['a 101-character name', () => fakeWallet({ name: 'x'.repeat(101) }), 'invalid'],
    [
      'a throwing getter',
      // Built inside the test: the test runner reads arguments to name the case.
      () =>
        Object.defineProperty(fakeWallet(), 'name', {
          get() {
            throw new Error('boom')
          },
        }),
      'invalid',
    ],
  ])('%s → %s', (_, candidate, status) => {
    expect(parseWalletStandardWallet(candidate(), family).status).toBe(status)
  })

  it('parameters: requireChain false → a wallet without family chains is listed with none', () => {
    const result = parseWalletStandardWallet(fakeWallet({ chains: ['other:main'] }), {
      ...family,
      requireChain: false,
    })
    expect(result).toMatchObject({ status: 'ok', info: { chains: [] } })
  })

  it('behavior: the reason names the field that failed', () => {
    const result = parseWalletStandardWallet(
      fakeWallet({ icon: 'javascript:alert(1)' as Wallet['icon'] }),
      family,
    )
    expect(result).toEqual({
      status: 'invalid',
      reason: 'icon: icon must be a data:image/ or https: URL',
    })
  })
})
