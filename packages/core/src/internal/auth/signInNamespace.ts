import type { ChainAdapter } from '../../types/adapter.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { servesNamespace } from '../connection/servesNamespace.ts'

/**
 * The namespace an embedded-wallet sign-in connects (the wallet reports its accounts in the
 * others it serves): the family Connect was opened for (SwitchActiveChain's `data.namespace`,
 * the latest in the modal's history), else the active namespace, when the wallet serves it;
 * else the wallet's own. A Solana-only dApp signs in on Solana.
 *
 * @example
 * signInNamespace(config, embedded) // 'solana' on a dApp whose networks are Solana's
 */
export function signInNamespace(config: PorticoConfig, adapter: ChainAdapter): ChainNamespace {
  const { history } = config.stores.router.getState()
  const scoped = history.findLast((entry) => entry.data?.namespace)?.data?.namespace
  const wanted = scoped ?? config.stores.connection.getState().activeNamespace
  return servesNamespace(adapter, wanted) ? wanted : adapter.namespace
}
