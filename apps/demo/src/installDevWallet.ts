import {
  BITCOIN_TEST_WALLET_CONTROLS_GLOBAL,
  registerBitcoinTestWallet,
} from '@portico/bitcoin-test-wallet'
import {
  registerSolanaTestWallet,
  SOLANA_TEST_WALLET_CONTROLS_GLOBAL,
} from '@portico/solana-test-wallet'
import { installTestWallet } from '@portico/test-wallet'
import type { DemoSettings } from './settings.ts'

/**
 * Installs the dev test wallets, real wallets signing with local dev keys: the EVM one
 * (EIP-1193, announced by EIP-6963 and as `window.ethereum`), and, when the devnet runs those
 * networks and gives their keys, a Solana and a Bitcoin one (Wallet Standard), whose test
 * controls are left on `window` as their IIFE builds leave them. Imported only
 * when VITE_PORTICO_TEST_WALLET is '1', and run before the kit starts so discovery finds them.
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
  const { solanaSeedHex, bitcoinKeys } = settings.testWallet
  const scope = window as unknown as Record<string, unknown>
  if (settings.solana && solanaSeedHex)
    scope[SOLANA_TEST_WALLET_CONTROLS_GLOBAL] = registerSolanaTestWallet({
      seedHex: solanaSeedHex,
      rpcUrl: settings.solana.rpcUrl,
      chains: [settings.solana.caipNetworkId],
    }).controls
  if (settings.bitcoin && bitcoinKeys)
    scope[BITCOIN_TEST_WALLET_CONTROLS_GLOBAL] = registerBitcoinTestWallet({
      ...bitcoinKeys,
      network: 'regtest',
      esploraUrl: settings.bitcoin.esploraUrl,
    }).controls
}
