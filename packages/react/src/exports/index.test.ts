import { expect, it } from 'vitest'
import * as exports from './index.ts'

// An accidental change to the public API fails here first.
it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "PorticoModal",
      "PorticoProvider",
      "ProviderNotFoundError",
      "createConfig",
      "useAccount",
      "useDisconnect",
      "useModal",
      "useNetwork",
      "usePorticoConfig",
      "useSendTransaction",
      "useSignMessage",
    ]
  `)
})
