import { InvalidChainIdError } from '@portico/core'
import { expect, it } from 'vitest'
import { parseNamespaceChainId } from './parseNamespaceChainId.ts'

it('parameters: eip155 chain ids become numbers', () => {
  expect(parseNamespaceChainId('eip155', '0x7a69')).toBe(31337)
  expect(parseNamespaceChainId('eip155', '31337')).toBe(31337)
  expect(() => parseNamespaceChainId('eip155', 'not-a-chain')).toThrow(InvalidChainIdError)
})

it('parameters: solana and bip122 keep the CAIP-2 reference string', () => {
  expect(parseNamespaceChainId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  )
  expect(parseNamespaceChainId('bip122', '000000000019d6689c085ae165831e93')).toBe(
    '000000000019d6689c085ae165831e93',
  )
})

it('behavior: a reference CAIP-2 does not allow is an InvalidChainIdError', () => {
  expect(() => parseNamespaceChainId('solana', 'bad chain!')).toThrow(InvalidChainIdError)
  expect(() => parseNamespaceChainId('solana', 'x'.repeat(33))).toThrow('Invalid chain id')
  expect(() => parseNamespaceChainId('bip122', '')).toThrow(InvalidChainIdError)
  expect(() => parseNamespaceChainId('bip122', 42)).toThrow(InvalidChainIdError)
})
