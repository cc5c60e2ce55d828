import { registerWallet } from '@wallet-standard/wallet'
import {
  type CreateBitcoinTestWalletReturnType,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.ts'
import type { BitcoinTestWalletParameters } from './types.ts'

export type RegisterBitcoinTestWalletReturnType = CreateBitcoinTestWalletReturnType

/**
 * Creates the Bitcoin test wallet and registers it with Wallet Standard (`registerWallet`), so
 * any dApp's `getWallets()` sees it, whether the dApp started before or after. Wallet Standard
 * has no way to unregister: a page keeps the wallet until it reloads. Without a window (server
 * rendering) the wallet is created but not registered.
 *
 * @example
 * const { wallet, controls } = registerBitcoinTestWallet({
 *   payment: { privateKeyHex, path: "m/84'/1'/0'/0/0" },
 *   ordinal: { privateKeyHex: ordinalKeyHex, path: "m/86'/1'/0'/0/0" },
 *   network: 'regtest',
 *   esploraUrl: 'http://127.0.0.1:18443',
 * })
 */
export function registerBitcoinTestWallet(
  parameters: BitcoinTestWalletParameters,
): RegisterBitcoinTestWalletReturnType {
  const created = createBitcoinTestWallet(parameters)
  if (typeof window !== 'undefined') registerWallet(created.wallet)
  return created
}
