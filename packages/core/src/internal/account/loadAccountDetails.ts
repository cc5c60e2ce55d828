import { fetchBalance } from '../../actions/fetchBalance.ts'
import { fetchIdentity } from '../../actions/fetchIdentity.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * Loads what the Account view shows of a namespace's newly connected account: its balances and
 * its name and avatar. Both are cached and never throw, so it is called without waiting.
 */
export function loadAccountDetails(config: PorticoConfig, namespace: ChainNamespace): void {
  void fetchBalance(config, { namespace })
  void fetchIdentity(config, { namespace })
}
