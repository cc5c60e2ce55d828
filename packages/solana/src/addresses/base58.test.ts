import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.ts'

// @solana/kit's codec is the oracle: both directions must agree with it.
const samples: Uint8Array[] = [
  new Uint8Array([]),
  new Uint8Array([0]),
  new Uint8Array([0, 0, 1]),
  new Uint8Array(32).fill(255),
  new Uint8Array(64).map((_, index) => (index * 37 + 11) % 256),
  Uint8Array.from({ length: 32 }, (_, index) => (index === 0 ? 0 : index)),
]

describe('base58', () => {
  it.each(samples.map((bytes) => [bytes.length, bytes] as const))(
    'encode and decode agree with @solana/kit (%i bytes)',
    (_length, bytes) => {
      const text = getBase58Decoder().decode(bytes)
      expect(encodeBase58(bytes)).toBe(text)
      expect(decodeBase58(text)).toEqual(new Uint8Array(getBase58Encoder().encode(text)))
    },
  )

  it.each(['0', 'O', 'I', 'l', '+', ' '])(
    'character outside the alphabet (%j) → undefined',
    (c) => {
      expect(decodeBase58(`abc${c}`)).toBeUndefined()
    },
  )
})
