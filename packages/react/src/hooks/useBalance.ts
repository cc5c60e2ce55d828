import { type ChainNamespace, fetchBalance } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { displayBalance } from '../utils/displayBalance.ts'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { useLocale } from './useLocale.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseBalanceReturnType {
  /** The native balance as the exact decimal string reported, e.g. '9999.999012'. */
  balance: string | undefined
  /** The native currency's symbol, e.g. 'ETH'. */
  symbol: string | undefined
  /**
   * As the kit shows it: 2 decimals and the symbol in the modal's language, e.g. '10000.00 ETH'
   * (spec §5), '10000,00 ETH' in German.
   */
  formatted: string | undefined
  /** True while the balance is being fetched. */
  isLoading: boolean
  /** Fetches the balance again, past the 30 s cache. Never throws (spec §8 snackbar on failure). */
  refetch: () => Promise<void>
}

/**
 * The connected account's native balance in one chain family (the active one by default),
 * kept current by the kit after connects, network switches and sends.
 *
 * @example
 * function Balance() {
 *   const { formatted, isLoading, refetch } = useBalance()
 *   if (isLoading) return <span>…</span>
 *   return <button onClick={() => refetch()}>{formatted ?? '—'}</button>
 * }
 */
export function useBalance(namespace?: ChainNamespace): UseBalanceReturnType {
  const config = usePorticoConfig()
  const ns = useActiveNamespace(namespace)
  const account = useStoreState(config.stores.account, (state) => state.namespaces[ns])
  const { resolvedLocale: locale } = useLocale()
  const refetch = useCallback(
    () => fetchBalance(config, { namespace: ns, force: true }),
    [config, ns],
  )
  return useMemo(
    () => ({
      balance: account?.balance,
      symbol: account?.balanceSymbol,
      formatted: displayBalance(account?.balance, account?.balanceSymbol, locale),
      isLoading: account?.balanceLoading === true,
      refetch,
    }),
    [account, locale, refetch],
  )
}
