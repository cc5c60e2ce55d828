import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.ts'

describe('base64', () => {
  it('default: round trip', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
  })
  it.each(['not base64!', 'AQI', 'AQ=D', ''])(
    '%j that is not padded base64 → undefined or empty',
    (value) => {
      const bytes = base64ToBytes(value)
      expect(bytes === undefined || bytes.length === 0).toBe(true)
    },
  )
})
