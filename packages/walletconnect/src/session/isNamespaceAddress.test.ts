import { describe, expect, it } from 'vitest'
import { isNamespaceAddress } from './isNamespaceAddress.ts'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('isNamespaceAddress', () => {
  it('parameters: eip155 takes 40 hex characters', () => {
    expect(isNamespaceAddress('eip155', evm)).toBe(true)
    expect(isNamespaceAddress('eip155', '0x1234')).toBe(false)
  })

  it('parameters: solana takes 32 to 44 base58 characters that decode to 32 bytes', () => {
    expect(isNamespaceAddress('solana', solana)).toBe(true)
    expect(isNamespaceAddress('solana', '1'.repeat(32))).toBe(true)
    expect(isNamespaceAddress('solana', 'D62QUpkmu8kf9UUrem5BZv9o7aSXNoEtoahpnKfj9VNk')).toBe(true)
    // The right length and alphabet, but 44 zero bytes: not a public key.
    expect(isNamespaceAddress('solana', '1'.repeat(44))).toBe(false)
    expect(isNamespaceAddress('solana', '1'.repeat(31))).toBe(false)
    expect(isNamespaceAddress('solana', '1'.repeat(45))).toBe(false)
    // 0, O, I and l are not base58.
    expect(isNamespaceAddress('solana', `0${solana.slice(1)}`)).toBe(false)
    expect(isNamespaceAddress('solana', evm)).toBe(false)
  })

  it('parameters: bip122 takes bech32 and base58 Bitcoin addresses', () => {
    expect(isNamespaceAddress('bip122', 'bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5')).toBe(true)
    expect(isNamespaceAddress('bip122', 'BC1Q50RTRMJ2F8VL9TEM8QPFW36YLW5JG9J29E5ZA5')).toBe(true)
    expect(
      isNamespaceAddress(
        'bip122',
        'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
      ),
    ).toBe(true)
    expect(isNamespaceAddress('bip122', 'tb1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j20l03x8')).toBe(true)
    expect(isNamespaceAddress('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isNamespaceAddress('bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isNamespaceAddress('bip122', 'bc1qb50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5')).toBe(false)
    expect(isNamespaceAddress('bip122', evm)).toBe(false)
    expect(isNamespaceAddress('bip122', solana)).toBe(false)
  })

  it('behavior: anything but a string, or another namespace, is not an address', () => {
    expect(isNamespaceAddress('solana', 42)).toBe(false)
    expect(isNamespaceAddress('solana', undefined)).toBe(false)
    expect(isNamespaceAddress('cosmos', 'cosmos1abc')).toBe(false)
  })
})
