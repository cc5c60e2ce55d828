import { InvalidWalletResponseError } from '@portico/core'
import { expect, it } from 'vitest'
import { parseSessionAccounts } from './parseSessionAccounts.ts'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

it('default: the accounts on the active chain, without duplicates', () => {
  expect(parseSessionAccounts([`eip155:1:${a}`, `eip155:2:${b}`, `eip155:1:${a}`], 1)).toEqual([
    { address: a, namespace: 'eip155' },
  ])
})

it('behavior: falls back to every chain; drops entries that are not EVM accounts', () => {
  expect(parseSessionAccounts([`eip155:2:${b}`, 'eip155:1:0x12', `solana:x:${a}`], 1)).toEqual([
    { address: b, namespace: 'eip155' },
  ])
})

it('behavior: no valid account', () => {
  expect(() => parseSessionAccounts(['eip155:1:nope'], 1)).toThrow(InvalidWalletResponseError)
  expect(() => parseSessionAccounts(undefined, 1)).toThrow(InvalidWalletResponseError)
})
