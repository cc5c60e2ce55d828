import { describe, expect, it } from 'vitest'
import { evmAdapter } from '../evmAdapter.ts'
import { evmAddressChecks } from './evmAddressChecks.ts'
import { isEvmTransactionHash } from './isEvmTransactionHash.ts'
import { parseEvmAddress } from './parseEvmAddress.ts'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH = `0x${'0123456789abcdef'.repeat(4)}`

describe('parseEvmAddress', () => {
  it.each([
    ['checksummed', CHECKSUMMED, CHECKSUMMED],
    ['lower case', CHECKSUMMED.toLowerCase(), CHECKSUMMED.toLowerCase()],
    ['upper case digits after 0x', `0x${CHECKSUMMED.slice(2).toUpperCase()}`],
    // Spec §5 is the shape: a mixed case that is not the EIP-55 checksum passes too.
    ['mixed case, not the checksum', '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['without 0x: it gets one', CHECKSUMMED.slice(2), CHECKSUMMED],
  ])('valid: %s', (_case, value, expected = value) => {
    expect(parseEvmAddress(value)).toBe(expected)
    expect(evmAddressChecks.parseAddress(value)).toBe(expected)
  })

  it.each([
    ['0X prefix', CHECKSUMMED.replace('0x', '0X')],
    ['0x twice', `0x${CHECKSUMMED}`],
    ['39 hex digits', CHECKSUMMED.slice(0, -1)],
    ['41 hex digits', `${CHECKSUMMED}6`],
    ['a non-hex character', CHECKSUMMED.replace('f', 'g')],
    ['a space before', ` ${CHECKSUMMED}`],
    ['a new line after', `${CHECKSUMMED}\n`],
    ['a space inside', `${CHECKSUMMED.slice(0, 20)} ${CHECKSUMMED.slice(21)}`],
    ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['a transaction hash', HASH],
    ['empty', ''],
    ['not a string', 42],
    ['undefined', undefined],
  ])('invalid: %s', (_case, value) => {
    expect(parseEvmAddress(value)).toBeUndefined()
  })
})

describe('isEvmTransactionHash', () => {
  it.each([
    ['lower case', HASH],
    ['upper case digits', `0x${HASH.slice(2).toUpperCase()}`],
  ])('valid: %s', (_case, value) => {
    expect(isEvmTransactionHash(value)).toBe(true)
    expect(evmAddressChecks.isTransactionHash(value)).toBe(true)
  })

  it.each([
    ['without 0x', HASH.slice(2)],
    ['0X prefix', HASH.replace('0x', '0X')],
    ['63 hex digits', HASH.slice(0, -1)],
    ['65 hex digits', `${HASH}0`],
    ['a non-hex character', HASH.replace('a', 'g')],
    ['a space around', ` ${HASH} `],
    ['an address', CHECKSUMMED],
    ['a Solana signature', '5'.repeat(88)],
    ['not a string', 42],
  ])('invalid: %s', (_case, value) => {
    expect(isEvmTransactionHash(value)).toBe(false)
  })
})

it("behavior: the EVM adapter offers them for eip155, and no other namespace's", () => {
  expect(evmAdapter().addressChecks).toEqual({ eip155: evmAddressChecks })
})
