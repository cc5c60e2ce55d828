import { expect, it } from 'vitest'
import * as exports from './index.ts'

// A changed export list is a changed public API: update this snapshot on purpose only.
it('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_EVENTS",
      "BITCOIN_METHODS",
      "DEFAULT_RELAY_TIMEOUT_MS",
      "EIP155_EVENTS",
      "EIP155_METHODS",
      "NON_EVM_EVENTS",
      "RelayUnavailableError",
      "SOLANA_METHODS",
      "WALLET_CONNECT_CONNECTOR",
      "WALLET_CONNECT_NAMESPACES",
      "buildEip155Namespace",
      "buildNamespace",
      "buildOptionalNamespaces",
      "walletConnectAdapter",
    ]
  `)
})
