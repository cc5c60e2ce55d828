import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeTransferCall } from './decodeTransferCall.ts'

const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TO: Address = OTHER_ADDRESS
const transferData = (to: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

describe('decodeTransferCall', () => {
  test('default: a value transfer without calldata is native', () => {
    expect(decodeTransferCall({ to: TO, value: 10n ** 18n, data: undefined })).toEqual({
      kind: 'native',
      to: TO,
      amount: 10n ** 18n,
    })
    expect(decodeTransferCall({ to: TO, value: 1n, data: '0x' })).toEqual({
      kind: 'native',
      to: TO,
      amount: 1n,
    })
  })

  test('default: ERC-20 transfer(to, amount) calldata is a token transfer, the receiver checksummed', () => {
    expect(
      decodeTransferCall({ to: TOKEN, value: 0n, data: transferData(TO, 12_500_000n) }),
    ).toEqual({ kind: 'token', token: TOKEN, to: TO, amount: 12_500_000n })
    const upper = transferData(TO, 2n ** 256n - 1n)
      .toUpperCase()
      .replace('0X', '0x') as Hex
    expect(decodeTransferCall({ to: TOKEN, value: 0n, data: upper })).toEqual({
      kind: 'token',
      token: TOKEN,
      to: TO,
      amount: 2n ** 256n - 1n,
    })
  })

  test.each([
    ['nothing moves (no value, no data)', { to: TO, value: 0n, data: undefined }],
    ['a deployment', { to: undefined, value: 0n, data: transferData(TO, 1n) }],
    [
      'value sent along with transfer calldata',
      { to: TOKEN, value: 1n, data: transferData(TO, 1n) },
    ],
    [
      'approve(spender, amount), another selector',
      {
        to: TOKEN,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [TO, 1n] }),
      },
    ],
    [
      'extra bytes after the two words',
      { to: TOKEN, value: 0n, data: `${transferData(TO, 1n)}00` },
    ],
    ['a missing word', { to: TOKEN, value: 0n, data: transferData(TO, 1n).slice(0, 74) }],
    [
      'an address word with dirty upper bytes',
      {
        to: TOKEN,
        value: 0n,
        data: `0xa9059cbb${'ff'.repeat(12)}${transferData(TO, 1n).slice(34)}`,
      },
    ],
  ] as [string, Parameters<typeof decodeTransferCall>[0]][])(
    'bad input: %s → not a transfer (shown as it is)',
    (_case, call) => {
      expect(decodeTransferCall(call)).toBeUndefined()
    },
  )
})
