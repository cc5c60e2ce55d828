import { expect, it } from 'vitest'
import * as exports from './index.ts'

// A changed export list is a changed public API: update this snapshot on purpose only.
it('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidAddressError",
      "WrongWalletNetworkError",
      "addChainParameters",
      "evmAdapter",
      "evmAddressChecks",
      "evmSwaps",
      "evmTransfers",
      "isAddChainError",
      "isEvmTransactionHash",
      "parseEvmAddress",
    ]
  `)
})
