import { InvalidInputError } from './errors.ts'

/**
 * Decodes a 32-byte hex seed (`0x` optional). Anything else is an `InvalidInputError`.
 *
 * @example
 * hexToBytes('00'.repeat(32)).length // 32
 */
export function hexToBytes(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^[0-9a-fA-F]{64}$/.test(digits))
    throw new InvalidInputError('seedHex must be 32 bytes as 64 hex characters')
  const bytes = new Uint8Array(32)
  for (let index = 0; index < 32; index++)
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16)
  return bytes
}
