import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { describe, expect, it } from 'vitest'
import { isSameSiwxAccount } from './isSameSiwxAccount.ts'

const EVM = { caipNetworkId: 'eip155:1', address: TEST_ADDRESS }
const SOLANA = {
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
}

describe('isSameSiwxAccount', () => {
  it.each([
    ['EVM, same spelling', EVM, EVM.caipNetworkId, EVM.address, true],
    ['EVM, lower case', EVM, EVM.caipNetworkId, EVM.address.toLowerCase(), true],
    ['EVM, another network', EVM, 'eip155:10', EVM.address, false],
    ['EVM, another address', EVM, EVM.caipNetworkId, OTHER_ADDRESS, false],
    ['Solana, same spelling', SOLANA, SOLANA.caipNetworkId, SOLANA.address, true],
    [
      'Solana, another case (base58)',
      SOLANA,
      SOLANA.caipNetworkId,
      SOLANA.address.toLowerCase(),
      false,
    ],
  ])('%s', (_case, session, chainId, address, expected) => {
    expect(isSameSiwxAccount(session, chainId, address)).toBe(expected)
  })
})
