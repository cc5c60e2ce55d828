import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../constants.ts'
import { loadNativeBalance } from '../internal/account/loadNativeBalance.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { fetchQuery } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { BalanceData, PorticoConfig } from '../types/config.ts'
import { showSnackbar } from './showSnackbar.ts'

export interface FetchBalanceParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Skip the 30 s cache (and the service's). */
  force?: boolean
}

/** It never throws: a failure becomes the 'Token Balance Unavailable' snackbar. */
export type FetchBalanceErrorType = never

/** The snackbar of a failed balance read (spec §8). */
export const BALANCE_UNAVAILABLE_MESSAGE = 'Token Balance Unavailable'

/**
 * Loads the connected account's native balance into the account store as the exact decimal
 * string (`balance`) and its `balanceSymbol` (spec §9):
 * - testnets are not asked: their balance is '0.00';
 * - an answer is reused for 30 s per (address, network) unless `force` is set;
 * - a failure of the service shows the 'Token Balance Unavailable' snackbar and blocks retries
 *   for 30 s (spec §8); when the adapter can read the chain, its native balance is shown
 *   meanwhile, without tokens, and not cached, so the service is asked again after the block.
 * It never throws.
 *
 * @example
 * await fetchBalance(config)
 * config.stores.account.getState().namespaces.eip155?.balance // '10000.0'
 */
export async function fetchBalance(
  config: PorticoConfig,
  parameters: FetchBalanceParameters = {},
): Promise<void> {
  const { stores, internal } = config
  const namespace = parameters.namespace ?? stores.connection.getState().activeNamespace
  const address = stores.account.getState().namespaces[namespace]?.address
  const network = stores.network.getState().namespaces[namespace]?.caipNetwork
  if (!isConnected(config, namespace) || !address || !network) return

  // The visitor may have switched account or network, or disconnected, while a request was out.
  const stillCurrent = () =>
    stores.account.getState().namespaces[namespace]?.address === address &&
    stores.network.getState().namespaces[namespace]?.caipNetwork?.caipNetworkId ===
      network.caipNetworkId
  const apply = (balance: BalanceData) => {
    if (!stillCurrent()) return
    updateNamespaceState(stores.account, namespace, {
      balance: balance.balance,
      balanceSymbol: balance.symbol,
      tokenBalance: balance.tokens,
      balanceLoading: false,
    })
  }

  if (network.testnet) {
    apply({ balance: '0.00', symbol: network.nativeCurrency.symbol, tokens: [] })
    return
  }

  // No retry for BALANCE_RETRY_BLOCK_MS, and the visitor is told (spec §8). Run once per
  // failed request, however many callers share it.
  const failed = () => {
    if (!stillCurrent()) return
    updateNamespaceState(stores.account, namespace, { balanceLoading: false })
    showSnackbar(config, { variant: 'error', message: BALANCE_UNAVAILABLE_MESSAGE })
  }
  try {
    // Connect, chain and account events can ask at once: they share one request.
    const balance = await fetchQuery(internal.queries, {
      key: queryKeys.balance(network.caipNetworkId, address),
      staleMs: BALANCE_CACHE_MS,
      retryBlockMs: BALANCE_RETRY_BLOCK_MS,
      force: parameters.force ?? false,
      query: async (signal) => {
        updateNamespaceState(stores.account, namespace, { balanceLoading: true })
        try {
          const { tokensUnavailable, ...loaded } = await loadNativeBalance(
            config,
            network,
            address,
            parameters.force ?? false,
            signal,
          )
          if (!tokensUnavailable) return loaded
          // The chain's native balance meanwhile, without tokens; not kept, so the service is
          // asked again after the block.
          apply(loaded)
          throw new Error('Token balances unavailable')
        } catch (error) {
          failed()
          throw error
        }
      },
    })
    apply(balance)
  } catch {
    // Told above, or within the retry block: nothing more to say.
  }
}
