import type { ChainNamespace } from '../../types/chain.ts'
import type { Wallet } from '../../types/wallet.ts'

/**
 * Whether a directory wallet may serve a chain family: its `chains` name one of that family,
 * or are unknown (the directory's lists are hints, not a capability matrix).
 */
export function walletServes(wallet: Wallet, namespace: ChainNamespace): boolean {
  if (!wallet.chains || wallet.chains.length === 0) return true
  return wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
}
