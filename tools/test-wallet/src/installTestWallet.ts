import { announceTestWallet, type TestWalletInfo } from './announceTestWallet.ts'
import { type CreateTestWalletParameters, createTestWallet } from './createTestWallet.ts'
import type { TestWalletProvider } from './types.ts'

export interface InstallTestWalletParameters extends CreateTestWalletParameters {
  /** Announce by EIP-6963 (default true). */
  announce?: boolean
  /** Also set `window.ethereum`, like a legacy injected wallet (default false). */
  injectWindowEthereum?: boolean
  /** EIP-6963 info overrides. */
  info?: TestWalletInfo
}

export interface InstallTestWalletReturnType {
  provider: TestWalletProvider
  /** Stops announcing and removes `window.ethereum` if this install set it. */
  uninstall(): void
}

// A local view of `window` rather than a global augmentation, which could clash with another
// package's declaration of `window.ethereum`.
type WindowWithEthereum = { ethereum?: unknown }

/**
 * Creates the test wallet and makes it discoverable on `window`: announced by EIP-6963 and,
 * when asked, injected as `window.ethereum` (with the `ethereum#initialized` event).
 *
 * @example
 * const { provider, uninstall } = installTestWallet({
 *   privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
 *   chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 *   injectWindowEthereum: true,
 * })
 */
export function installTestWallet(
  parameters: InstallTestWalletParameters,
): InstallTestWalletReturnType {
  const { announce = true, injectWindowEthereum = false, info, ...walletParameters } = parameters
  const provider = createTestWallet(walletParameters)
  const unsubscribe = announce ? announceTestWallet(provider, info) : () => {}
  const target = window as unknown as WindowWithEthereum
  if (injectWindowEthereum) {
    target.ethereum = provider
    window.dispatchEvent(new Event('ethereum#initialized'))
  }
  return {
    provider,
    uninstall() {
      unsubscribe()
      if (injectWindowEthereum && target.ethereum === provider) delete target.ethereum
    },
  }
}
