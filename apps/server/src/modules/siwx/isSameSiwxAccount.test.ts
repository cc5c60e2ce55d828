import { describe, expect, it } from 'vitest'
import { isSameSiwxAccount } from './isSameSiwxAccount.ts'

const EVM = { caipNetworkId: 'eip155:1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
const SOLANA = {
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
}

describe('isSameSiwxAccount', () => {
  it.each([
    ['EVM, same spelling', EVM, EVM.caipNetworkId, EVM.address, true],
    ['EVM, lower case', EVM, EVM.caipNetworkId, EVM.address.toLowerCase(), true],
    ['EVM, another network', EVM, 'eip155:10', EVM.address, false],
    [
      'EVM, another address',
      EVM,
      EVM.caipNetworkId,
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      false,
    ],
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
