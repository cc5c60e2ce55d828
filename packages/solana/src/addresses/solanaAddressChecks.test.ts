import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.ts'
import { isSolanaSignature } from './isSolanaSignature.ts'
import { solanaAddressChecks } from './solanaAddressChecks.ts'

// @solana/kit's codec writes the hostile input: base58 of exactly the wrong number of bytes.
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const KEY = base58(new Uint8Array(32).fill(200))
const SIGNATURE = base58(new Uint8Array(64).fill(200))

describe('solanaAddressChecks.parseAddress', () => {
  it.each([
    ['a 32-byte key, kept as written', KEY],
    ['the system program (32 zero bytes)', '1'.repeat(32)],
    ['leading zero bytes', base58(Uint8Array.from({ length: 32 }, (_, at) => (at < 3 ? 0 : at)))],
  ])('valid: %s', (_case, value) => {
    expect(solanaAddressChecks.parseAddress(value)).toBe(value)
  })

  it.each([
    ['31 bytes', base58(new Uint8Array(31).fill(200))],
    ['33 bytes', base58(new Uint8Array(33).fill(200))],
    // 44 characters, all in the alphabet, but 44 zero bytes.
    ['44 ones', '1'.repeat(44)],
    ['31 characters', '1'.repeat(31)],
    ['0, O, I and l (not base58)', `0OIl${KEY.slice(4)}`],
    ['a space inside', `${KEY.slice(0, 10)} ${KEY.slice(11)}`],
    ['a space around (core trims typed input first)', ` ${KEY}`],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a signature', SIGNATURE],
    ['empty', ''],
  ])('invalid: %s', (_case, value) => {
    expect(solanaAddressChecks.parseAddress(value)).toBeUndefined()
  })
})

describe('isSolanaSignature', () => {
  it.each([
    ['64 bytes', SIGNATURE],
    ['64 zero bytes (64 ones)', '1'.repeat(64)],
    ['varied bytes', base58(Uint8Array.from({ length: 64 }, (_, at) => at * 3))],
  ])('valid: %s', (_case, value) => {
    expect(isSolanaSignature(value)).toBe(true)
    expect(solanaAddressChecks.isTransactionHash(value)).toBe(true)
  })

  it.each([
    ['63 bytes', base58(new Uint8Array(63).fill(200))],
    ['65 bytes', base58(new Uint8Array(65).fill(200))],
    ['a 32-byte key', KEY],
    ['a character outside base58', `0${SIGNATURE.slice(1)}`],
    ['a space around', ` ${SIGNATURE}`],
    ['an EVM hash', `0x${'ab'.repeat(32)}`],
    ['10,000 characters (refused before decoding)', '2'.repeat(10_000)],
    ['not a string', 42],
  ])('invalid: %s', (_case, value) => {
    expect(isSolanaSignature(value)).toBe(false)
  })
})

it("behavior: the Solana adapter offers them for solana, and no other namespace's", () => {
  expect(solanaAdapter().addressChecks).toEqual({ solana: solanaAddressChecks })
})
