import { expect, it } from 'vitest'
import * as exports from './index.ts'

// A changed export list is a changed public API: update this snapshot on purpose only.
it('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_TEST_WALLET_CONFIG_GLOBAL",
      "BITCOIN_TEST_WALLET_CONTROLS_GLOBAL",
      "BITCOIN_TEST_WALLET_NAME",
      "BitcoinTestWalletError",
      "USER_REJECTED_CODE",
      "createBitcoinTestWallet",
      "createMemoryStorage",
      "installFromGlobalConfig",
      "registerBitcoinTestWallet",
    ]
  `)
})
