import { fetchBalance } from '../../actions/fetchBalance.ts'
import { isFetching, setQueryData } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { isConnected } from '../connection/isConnected.ts'
import { updateNamespaceState } from '../connection/updateNamespaceState.ts'
import { getSupportedChains } from '../project/getSupportedChains.ts'
import { readChainBalance } from './readChainBalance.ts'
import { withNativeBalance } from './withNativeBalance.ts'

/**
 * Starts `watchNativeBalance` once an account first connects, loading its code then (a page
 * nobody connects on never loads it); the returned function stops it, loaded or not.
 *
 * @example
 * const stop = startBalanceWatch(config) // startConfig does this
 */
export function startBalanceWatch(config: PorticoConfig): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  const load = () => {
    unsubscribe()
    void import('./watchNativeBalance.ts').then(({ watchNativeBalance }) => {
      if (stopped) return
      stop = watchNativeBalance(config, {
        fetchBalance,
        getSupportedChains,
        isConnected,
        isFetching,
        queryKeys,
        setQueryData,
        readChainBalance,
        updateNamespaceState,
        withNativeBalance,
      })
    })
  }
  const connected = () =>
    Object.values(config.stores.connection.getState().namespaces).some(
      (entry) => entry?.status === 'connected',
    )
  const unsubscribe = config.stores.connection.subscribe(() => {
    if (connected()) load()
  })
  if (connected()) load()
  return () => {
    stopped = true
    unsubscribe()
    stop?.()
  }
}
