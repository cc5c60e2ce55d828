import { fetchTransactions, type TransactionsState } from '@portico/core'
import { useEffect } from 'react'
import { useAccount } from '../../hooks/useAccount.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'

/**
 * The history store when it holds the list of the connected account on the active network,
 * else undefined (nothing loaded for them yet): a list of another account or network is never
 * shown, not even for a frame.
 */
export function useAccountHistory(): TransactionsState | undefined {
  const config = usePorticoConfig()
  const { address } = useAccount()
  const { network } = useNetwork()
  const history = useStoreState(config.stores.transactions, (state) => state)
  const matches =
    address !== undefined &&
    history.address === address &&
    history.caipNetworkId === network?.caipNetworkId
  return matches ? history : undefined
}

/**
 * Loads the newest page of the account's history when the Account view opens, and again when
 * the account or network changes. A list younger than TRANSACTIONS_CACHE_MS is kept as it is,
 * so reopening paints from it at once.
 */
export function useLoadAccountHistory(): void {
  const config = usePorticoConfig()
  const { address } = useAccount()
  const { network } = useNetwork()
  const caipNetworkId = network?.caipNetworkId
  useEffect(() => {
    if (!address || !caipNetworkId) return
    // Never throws: failures land in the store and the snackbar (spec §8).
    void fetchTransactions(config, { reset: true, onlyIfStale: true })
  }, [config, address, caipNetworkId])
}
