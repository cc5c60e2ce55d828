import type { PorticoConfig } from '../../types/config.ts'
import type { Wallet } from '../../types/wallet.ts'

/** Every directory wallet the kit has loaded so far, in any list. */
export function allKnownWallets(config: PorticoConfig): readonly Wallet[] {
  const { list, featured, recommended, recent, search } = config.stores.wallets.getState()
  return [...featured, ...recommended, ...list, ...search.results, ...recent]
}
