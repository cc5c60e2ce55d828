import { createSolanaTestWallet } from './createSolanaTestWallet.ts'
import { registerStandardWallet } from './registerStandardWallet.ts'
import type {
  SolanaTestWallet,
  SolanaTestWalletControls,
  SolanaTestWalletParameters,
} from './types.ts'

export interface RegisterSolanaTestWalletReturnType {
  wallet: SolanaTestWallet
  controls: SolanaTestWalletControls
  /** Takes the wallet off the page's Wallet Standard registry (apps get 'unregister'). */
  unregister: () => void
}

/**
 * Creates the Solana test wallet and registers it with the page's Wallet Standard apps (the
 * `registerWallet` protocol). Registration is immediate; the key is derived in the background
 * (`controls.ready`), and `connect` waits for it, so a silent connect right after a reload works.
 *
 * @example
 * const { controls } = registerSolanaTestWallet({
 *   seedHex: SOLANA_DEV_ACCOUNTS[0].seedHex,
 *   rpcUrl: 'http://127.0.0.1:8899',
 *   chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
 * })
 * await controls.ready // the account's address
 */
export function registerSolanaTestWallet(
  parameters: SolanaTestWalletParameters,
): RegisterSolanaTestWalletReturnType {
  const { wallet, controls } = createSolanaTestWallet(parameters)
  const unregister = registerStandardWallet(wallet)
  return { wallet, controls, unregister }
}
