import { describe, expect, it } from 'vitest'
import { parseNameMessage } from './parseNameMessage.ts'
import { InvalidNameMessageError } from './profileErrors.ts'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const lines = (issuedAt = '2026-11-30T01:23:45.000Z', address = ADDRESS) =>
  [
    'Register the name alice.portico.id',
    '',
    `Address: ${address}`,
    'Coin type: 2147514985',
    'Project: portico-demo',
    `Issued at: ${issuedAt}`,
  ].join('\n')

describe('parseNameMessage', () => {
  it("default: reads the contract's five lines", () => {
    expect(parseNameMessage(lines())).toEqual({
      name: 'alice.portico.id',
      address: ADDRESS,
      coinType: 2_147_514_985,
      projectId: 'portico-demo',
      issuedAt: '2026-11-30T01:23:45.000Z',
    })
  })

  it.each([
    [
      'CRLF line ends',
      lines().replaceAll('\n', '\r\n'),
      'The message is not a name registration text',
    ],
    ['a trailing line', `${lines()}\n`, 'The message is not a name registration text'],
    [
      'a time without milliseconds',
      lines('2026-11-30T01:23:45Z'),
      'The message is not a name registration text',
    ],
    [
      'an impossible date',
      lines('2026-02-30T01:23:45.000Z'),
      "The message's Issued at is not a valid time",
    ],
    [
      'a lower-case address',
      lines(undefined, ADDRESS.toLowerCase()),
      "The message's address is not EIP-55 checksummed",
    ],
  ])('error: %s is refused', (_, message, reason) => {
    expect(() => parseNameMessage(message)).toThrow(new InvalidNameMessageError(reason))
  })
})
