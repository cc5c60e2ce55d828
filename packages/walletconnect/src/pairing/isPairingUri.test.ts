import { describe, expect, it } from 'vitest'
import { isPairingUri } from './isPairingUri.ts'

const TOPIC = 'a'.repeat(64)
const KEY = 'b'.repeat(64)

describe('isPairingUri', () => {
  it('accepts a v2 pairing URI with its expiry and methods', () => {
    expect(
      isPairingUri(
        `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1700000000&methods=wc_sessionPropose`,
      ),
    ).toBe(true)
  })

  it.each([
    ['a v1 URI', `wc:${TOPIC}@1?bridge=https%3A%2F%2Fb.example&key=${KEY}`],
    ['no symKey', `wc:${TOPIC}@2?relay-protocol=irn`],
    ['a short topic', `wc:abc@2?relay-protocol=irn&symKey=${KEY}`],
    ['no relay protocol', `wc:${TOPIC}@2?symKey=${KEY}`],
    ['a script', 'javascript:alert(1)'],
    ['not a string', 42],
    ['an oversized URI', `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&x=${'y'.repeat(2048)}`],
  ])('refuses %s', (_, uri) => {
    expect(isPairingUri(uri)).toBe(false)
  })
})
