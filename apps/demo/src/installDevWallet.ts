import { installTestWallet } from '@portico/test-wallet'
import type { DemoSettings } from './settings.ts'

/**
 * Installs the dev test wallet (a real EIP-1193 wallet signing with a local dev key), announced
 * by EIP-6963 and as `window.ethereum`. Imported only when VITE_PORTICO_TEST_WALLET is '1', and
 * run before the kit starts so that discovery finds it.
 *
 * @example
 * installDevWallet(readSettings(import.meta.env))
 */
export function installDevWallet(settings: DemoSettings): void {
  const [first] = settings.chains
  installTestWallet({
    privateKey: settings.testWallet.privateKey,
    chains: settings.chains.map((chain) => ({
      id: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    chainId: first.chainId,
    announce: true,
    // Like a real extension, leave `window.ethereum` to a wallet that is already there.
    injectWindowEthereum: !('ethereum' in window),
  })
}
