import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../types/siwx.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'

const base: SiwxMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'k2Xw9fQ1pLm3',
  issuedAt: '2026-11-22T10:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes an EIP-4361 message with only the required fields (two blank lines, no statement)', () => {
    expect(formatSiwxMessage(base)).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: http://localhost:5173/',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: k2Xw9fQ1pLm3',
        'Issued At: 2026-11-22T10:00:00.000Z',
      ].join('\n'),
    )
  })

  it('writes the statement, times, request id and resources in EIP-4361 order', () => {
    const message = formatSiwxMessage({
      ...base,
      statement: 'Sign in to Portico Demo',
      expirationTime: '2026-11-29T10:00:00.000Z',
      notBefore: '2026-11-22T09:59:00.000Z',
      requestId: 'r-1',
      resources: ['https://example.com/terms'],
    })
    expect(message.split('\n')).toEqual([
      'localhost:5173 wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      'Sign in to Portico Demo',
      '',
      'URI: http://localhost:5173/',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: k2Xw9fQ1pLm3',
      'Issued At: 2026-11-22T10:00:00.000Z',
      'Expiration Time: 2026-11-29T10:00:00.000Z',
      'Not Before: 2026-11-22T09:59:00.000Z',
      'Request ID: r-1',
      'Resources:',
      '- https://example.com/terms',
    ])
  })

  it.each([
    ['solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo', 'Solana', '3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo'],
    ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin', '0f9188f13cb7b2c71f2a335e3a4fc328'],
  ] as const)('names the family and the CAIP-2 reference on %s', (chainId, family, reference) => {
    const lines = formatSiwxMessage({ ...base, chainId, accountAddress: 'addr' }).split('\n')
    expect(lines[0]).toBe(`localhost:5173 wants you to sign in with your ${family} account:`)
    expect(lines).toContain(`Chain ID: ${reference}`)
  })
})
