import { expect, it } from 'vitest'
import { toBitcoinAccount } from './bitcoinAccounts.ts'

const address = 'bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5'
const publicKey = '02989c0b76cb563971fdc9bef31ec06c3560f3249d6ee9e5d83c57625596e05f6f'

it('default: an address entry becomes a Bitcoin account with its type, key and path', () => {
  expect(
    toBitcoinAccount({ address, publicKey, path: "m/84'/0'/0'/0/0", intention: 'ordinal' }),
  ).toEqual({
    address,
    namespace: 'bip122',
    type: 'ordinal',
    publicKey,
    path: "m/84'/0'/0'/0/0",
  })
})

it('behavior: detail of the wrong shape is dropped, the address kept', () => {
  expect(
    toBitcoinAccount({ address, publicKey: { 0: 2 }, path: 'not a path', intention: 'savings' }),
  ).toEqual({ address, namespace: 'bip122' })
})

it('behavior: an entry without a Bitcoin address is no account', () => {
  expect(
    toBitcoinAccount({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
  ).toBeUndefined()
  expect(toBitcoinAccount(address)).toBeUndefined()
  expect(toBitcoinAccount(null)).toBeUndefined()
})
