import { expect, it } from 'vitest'
import * as exports from './index.ts'

// A changed export list is a changed public API: update this snapshot on purpose only.
it('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_CONNECTOR_ID_PREFIX",
      "BITCOIN_MAINNET_CAIP_NETWORK_ID",
      "BITCOIN_REGTEST_CAIP_NETWORK_ID",
      "BITCOIN_REQUEST_METHODS",
      "BITCOIN_TESTNET_CAIP_NETWORK_ID",
      "InvalidAddressError",
      "InvalidRequestParamsError",
      "MethodNotAllowedError",
      "bitcoinAdapter",
      "bitcoinAddressChecks",
      "caipNetworkIdOfWalletChain",
      "getBitcoinBalance",
    ]
  `)
})
