import { InvalidWalletResponseError } from '@portico/core'
import { expect, it } from 'vitest'
import { parseSessionAccounts } from './parseSessionAccounts.ts'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaMainnet = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaDevnet = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const bitcoinMainnet = '000000000019d6689c085ae165831e93'
const bitcoinAddress = 'bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5'

it('default: the accounts on the active chain, without duplicates', () => {
  expect(
    parseSessionAccounts([`eip155:1:${a}`, `eip155:2:${b}`, `eip155:1:${a}`], 'eip155', 1),
  ).toEqual([{ address: a, namespace: 'eip155' }])
})

it('behavior: falls back to every chain; drops entries that are not EVM accounts', () => {
  expect(
    parseSessionAccounts([`eip155:2:${b}`, 'eip155:1:0x12', `solana:x:${a}`], 'eip155', 1),
  ).toEqual([{ address: b, namespace: 'eip155' }])
})

it('behavior: no valid account', () => {
  expect(() => parseSessionAccounts(['eip155:1:nope'], 'eip155', 1)).toThrow(
    InvalidWalletResponseError,
  )
  expect(() => parseSessionAccounts(undefined, 'eip155', 1)).toThrow(InvalidWalletResponseError)
})

it('parameters: namespace solana keeps base58 addresses of that namespace only', () => {
  expect(
    parseSessionAccounts(
      [
        `eip155:1:${a}`,
        `solana:${solanaDevnet}:${solanaAddress}`,
        `solana:${solanaMainnet}:0OIl-not-base58-0OIl-not-base58-0OIl`,
        `solana:${solanaMainnet}:${solanaAddress}`,
      ],
      'solana',
      solanaMainnet,
    ),
  ).toEqual([{ address: solanaAddress, namespace: 'solana' }])
  expect(() =>
    parseSessionAccounts([`solana:${solanaMainnet}:${a}`], 'solana', solanaMainnet),
  ).toThrow(InvalidWalletResponseError)
})

it('parameters: namespace bip122 keeps Bitcoin addresses', () => {
  expect(
    parseSessionAccounts(
      [`bip122:${bitcoinMainnet}:${bitcoinAddress}`, `bip122:${bitcoinMainnet}:${solanaAddress}`],
      'bip122',
      bitcoinMainnet,
    ),
  ).toEqual([{ address: bitcoinAddress, namespace: 'bip122' }])
})
