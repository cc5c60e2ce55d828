import { formatSiwxMessage, type SiwxMessageData } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { checkSiwxMessage } from './checkSiwxMessage.ts'
import { InvalidSiwxMessageError } from './siwxErrors.ts'

const FULL: SiwxMessageData = {
  accountAddress: TEST_ADDRESS,
  chainId: 'eip155:1',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'k2Xw9fQ1pLm3Qr7T',
  statement: 'Sign in to Example.',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expirationTime: '2026-11-29T10:00:00.000Z',
  notBefore: '2026-11-22T09:59:00.000Z',
  requestId: 'req-42',
  resources: [
    'https://app.example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  ],
}

// viem's own EIP-4361 builder, fed the same data.
function viemSiweMessage(data: SiwxMessageData): string {
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(data.chainId.slice('eip155:'.length)),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement === undefined ? {} : { statement: data.statement }),
    ...(data.expirationTime === undefined ? {} : { expirationTime: new Date(data.expirationTime) }),
    ...(data.notBefore === undefined ? {} : { notBefore: new Date(data.notBefore) }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
  })
}

describe('checkSiwxMessage', () => {
  it('default: the text formatSiwxMessage builds from the data passes', () => {
    expect(() => checkSiwxMessage(FULL, formatSiwxMessage(FULL))).not.toThrow()
  })

  it.each([
    ['another statement', formatSiwxMessage({ ...FULL, statement: 'Send all funds.' })],
    ['another nonce', formatSiwxMessage({ ...FULL, nonce: 'AAAAAAAAAAAAAAAA' })],
    ['a trailing line break', `${formatSiwxMessage(FULL)}\n`],
    ['Windows line breaks', formatSiwxMessage(FULL).replaceAll('\n', '\r\n')],
    ['an empty text', ''],
  ])('error: %s is INVALID_MESSAGE', (_case, message) => {
    expect(() => checkSiwxMessage(FULL, message)).toThrow(InvalidSiwxMessageError)
  })
})

describe('EIP-4361 compatibility (formatSiwxMessage against viem/siwe)', () => {
  it.each([
    ['every field', FULL],
    [
      'the required fields and a statement',
      {
        ...FULL,
        expirationTime: undefined,
        notBefore: undefined,
        requestId: undefined,
        resources: undefined,
      },
    ],
    [
      'no statement',
      {
        ...FULL,
        statement: undefined,
        expirationTime: undefined,
        notBefore: undefined,
        requestId: undefined,
        resources: undefined,
      },
    ],
    [
      'a local page on a port',
      {
        ...FULL,
        domain: 'localhost:5173',
        uri: 'http://localhost:5173/',
        chainId: 'eip155:31337' as const,
      },
    ],
  ])('behavior: %s gives the text viem createSiweMessage gives', (_case, data) => {
    expect(formatSiwxMessage(data)).toBe(viemSiweMessage(data))
  })

  it('behavior: viem parseSiweMessage reads the data back from the text', () => {
    const parsed = parseSiweMessage(formatSiwxMessage(FULL))
    expect(parsed).toEqual({
      address: FULL.accountAddress,
      chainId: 1,
      domain: FULL.domain,
      uri: FULL.uri,
      version: '1',
      nonce: FULL.nonce,
      statement: FULL.statement,
      issuedAt: new Date(FULL.issuedAt),
      expirationTime: new Date(FULL.expirationTime ?? ''),
      notBefore: new Date(FULL.notBefore ?? ''),
      requestId: FULL.requestId,
      resources: FULL.resources,
    })
  })
})
