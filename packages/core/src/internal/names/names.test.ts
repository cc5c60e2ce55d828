import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { NAME_MESSAGES } from '../../errors/nameMessages.ts'
import { buildRegisterNameMessage } from './buildRegisterNameMessage.ts'
import { coinTypeOf } from './coinTypeOf.ts'
import { isNameInput } from './isNameInput.ts'
import { parseAccountName } from './parseAccountName.ts'
import { toChecksumAddress } from './toChecksumAddress.ts'

describe('parseAccountName (spec §5)', () => {
  it('default: trimmed, lower-cased, under the zone; the zone may be typed', () => {
    expect(parseAccountName(' Alice ', 'portico.id')).toEqual({
      label: 'alice',
      name: 'alice.portico.id',
    })
    expect(parseAccountName('ALICE.portico.id', 'portico.id')).toEqual({
      label: 'alice',
      name: 'alice.portico.id',
    })
    expect(parseAccountName('a-1-b', 'portico.id')).toEqual({
      label: 'a-1-b',
      name: 'a-1-b.portico.id',
    })
  })

  it.each([
    ['', 'NAME_REQUIRED', 'Enter a name'],
    ['ali ce', 'INVALID_CHARACTERS', 'Use only letters, digits and hyphens'],
    ['alice_1', 'INVALID_CHARACTERS', 'Use only letters, digits and hyphens'],
    ['bob.other.id', 'INVALID_CHARACTERS', 'Use only letters, digits and hyphens'],
    ['ålice', 'INVALID_CHARACTERS', 'Use only letters, digits and hyphens'],
    ['bob', 'TOO_SHORT', 'A name needs at least 4 characters'],
    ['a'.repeat(64), 'TOO_LONG', 'A name has at most 63 characters'],
  ] as const)('rule: %j → %s (%s)', (input, code, message) => {
    expect(parseAccountName(input, 'portico.id')).toEqual({ code })
    expect(NAME_MESSAGES[code]).toBe(message)
  })

  it('rule: exactly 4 and exactly 63 characters pass', () => {
    expect(parseAccountName('abcd', 'portico.id')).toMatchObject({ label: 'abcd' })
    expect(parseAccountName('a'.repeat(63), 'portico.id')).toMatchObject({ label: 'a'.repeat(63) })
  })
})

describe('coinTypeOf (ENSIP-11)', () => {
  it('mainnet is 60; other chains 0x80000000 | chainId', () => {
    expect(coinTypeOf(1)).toBe(60)
    expect(coinTypeOf(31337)).toBe(2147514985)
    expect(coinTypeOf(8453)).toBe(2147492101)
    expect(coinTypeOf(2147483647)).toBe(4294967295)
  })
})

describe('toChecksumAddress (EIP-55)', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('%s, from lower case, as viem writes it', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    expect(toChecksumAddress(address.toLowerCase())).toBe(getAddress(address.toLowerCase()))
  })
})

describe('buildRegisterNameMessage', () => {
  it("is the names contract's text exactly", () => {
    expect(
      buildRegisterNameMessage({
        name: 'alice.portico.id',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        coinType: 2147514985,
        projectId: 'demo-project',
        issuedAt: '2026-11-30T01:23:45.000Z',
      }),
    ).toBe(
      'Register the name alice.portico.id\n\nAddress: 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\nCoin type: 2147514985\nProject: demo-project\nIssued at: 2026-11-30T01:23:45.000Z',
    )
  })
})

describe('isNameInput', () => {
  it('a dotted name of any zone; not an address, not a bare label', () => {
    expect(isNameInput('alice.portico.id')).toBe(true)
    expect(isNameInput(' Bob.eth ')).toBe(true)
    expect(isNameInput('alice')).toBe(false)
    expect(isNameInput('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
    expect(isNameInput('alice..id')).toBe(false)
  })
})
