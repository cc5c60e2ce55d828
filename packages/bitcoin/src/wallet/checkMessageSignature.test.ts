import { describe, expect, it } from 'vitest'
import { isPlausibleMessageSignature } from './checkMessageSignature.ts'

const stack = (...items: number[]) => {
  const bytes = [items.length]
  for (const length of items) bytes.push(length, ...new Array<number>(length).fill(1))
  return new Uint8Array(bytes)
}
const legacy = (header: number) => {
  const bytes = new Uint8Array(65)
  bytes[0] = header
  return bytes
}

describe('isPlausibleMessageSignature', () => {
  it.each([
    ['P2WPKH witness (72-byte DER, 33-byte key)', stack(72, 33), 'wpkh', true],
    ['P2WPKH witness with a 32-byte key', stack(72, 32), 'wpkh', false],
    ['P2WPKH legacy BIP-137 (header 39)', legacy(39), 'wpkh', true],
    ['legacy with header 50', legacy(50), 'wpkh', false],
    ['P2TR witness (64-byte Schnorr)', stack(64), 'tr', true],
    ['P2TR witness (65-byte Schnorr + sighash)', stack(65), 'tr', true],
    ['P2TR witness of 63 bytes', stack(63), 'tr', false],
    ['P2TR legacy 65 bytes', legacy(39), 'tr', false],
    ['10 bytes', new Uint8Array(10), 'wpkh', false],
    ['empty', new Uint8Array(0), 'tr', false],
    ['trailing bytes after the stack', new Uint8Array([...stack(64), 0]), 'tr', false],
    ['item longer than the bytes', new Uint8Array([1, 64, 1, 2]), 'tr', false],
  ] as const)('%s → %s', (_, signature, type, expected) => {
    expect(isPlausibleMessageSignature(signature, type)).toBe(expected)
  })
})
