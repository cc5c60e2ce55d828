import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress.ts'

describe('formatAddress', () => {
  it('EVM address: 4 leading, one ellipsis, 6 trailing', () => {
    const formatted = formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(formatted).toBe('0xf3…b92266')
    expect(formatted.split('…')).toHaveLength(2)
  })

  it('Solana address', () => {
    expect(formatAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  it('short values are unchanged', () => {
    expect(formatAddress('0x12345678')).toBe('0x12345678')
    expect(formatAddress('0x123456789')).toBe('0x123456789')
    expect(formatAddress('')).toBe('')
  })
})
