import { expect, it } from 'vitest'
import * as exports from './index.ts'

// An accidental change to the public API fails here first.
it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "NetworkButton",
      "PorticoButton",
      "PorticoModal",
      "PorticoProvider",
      "ProviderNotFoundError",
      "SUPPORTED_LOCALES",
      "WalletButton",
      "createConfig",
      "porticoSignIn",
      "useAccount",
      "useBalance",
      "useDisconnect",
      "useFeatures",
      "useLocale",
      "useModal",
      "useNetwork",
      "usePay",
      "usePorticoConfig",
      "usePorticoEvents",
      "useSendTransaction",
      "useSignMessage",
      "useSiwx",
      "useTheme",
      "useWalletButton",
      "useWalletConnections",
      "useWalletInfo",
      "useWalletList",
      "useWalletRequest",
    ]
  `)
})
