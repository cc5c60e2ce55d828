import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.ts'

describe('isSolanaAddress', () => {
  it.each([
    ['the system program (32 characters)', '11111111111111111111111111111111'],
    ['a 44-character key', getBase58Decoder().decode(new Uint8Array(32).fill(255))],
  ])('valid: %s', (_case, value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['non-base58 characters (0, O, I, l)', '0OIl1111111111111111111111111111'],
    ['31 characters', '1111111111111111111111111111111'],
    ['33 bytes in base58', getBase58Decoder().decode(new Uint8Array(33).fill(255))],
    ['not a string', 42],
    ['empty', ''],
  ])('invalid: %s', (_case, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})
