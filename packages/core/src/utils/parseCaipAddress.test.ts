import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/format.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

describe('parseCaipAddress', () => {
  it('eip155', () => {
    expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:1',
      caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('solana', () => {
    const parsed = parseCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    )
    expect(parsed.namespace).toBe('solana')
    expect(parsed.address).toBe('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
  })

  it.each([
    'eip155:1',
    'eip155:1:0xabc:extra',
    '0xabc',
    '',
    'eip155::0xabc',
    'eip155:1:',
    'unknown:1:0xabc',
  ])('behavior: %j is an InvalidCaipAddressError', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
  })
})
