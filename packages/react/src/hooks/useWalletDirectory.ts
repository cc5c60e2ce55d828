import {
  fetchWallets,
  RECENT_WALLETS_MAX,
  searchWallets,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_MAX_RESULTS,
  type Wallet,
} from '@portico/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDebouncedValue } from './useDebouncedValue.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

/** The wallet directory as All Wallets and `useWalletList` page and search it. */
export interface WalletDirectory {
  /** What the visitor typed. */
  input: string
  setInput: (text: string) => void
  /** The search in effect: the trimmed input once unchanged for 300 ms (spec §9); '' browses. */
  query: string
  searching: boolean
  /** The input differs from the search in effect (the debounce is running). */
  typing: boolean
  /** The pages loaded so far (40 each), the recent wallets (at most 2) first, each once. */
  browsing: readonly Wallet[]
  /** How many wallets the directory's pages have brought so far (recent ones not counted). */
  loaded: number
  /** The search's answer, at most 100 (spec §9). */
  results: readonly Wallet[]
  /** The directory's total. */
  count: number
  /** The last page loaded (1-based). */
  page: number
  /** A page is on its way (or about to be: the first, asked on arrival). */
  loading: boolean
  searchLoading: boolean
  /** The search in effect has its answer. */
  searchSettled: boolean
  /** More pages to load (browsing, no error). */
  hasMore: boolean
  /** Loads the next page unless one is on its way or all are in. */
  loadMore: () => void
  /** Loads a page again (after a failure). */
  loadPage: (page: number) => Promise<void>
  /** Runs the search in effect again (after a failure). */
  retrySearch: () => void
  /** Why the pages could not load; undefined otherwise. */
  listError: string | undefined
  /** Why the search in effect failed; undefined otherwise. */
  searchError: string | undefined
  /** The search in effect found nothing. */
  noMatches: boolean
}

/**
 * The directory's pages and search (spec §9: 40 a page, at most 100 results, the search sent
 * 300 ms after the last keystroke) over core's `fetchWallets` and `searchWallets` and the wallets
 * store, with the failures of this caller's own requests: the logic of the All Wallets view,
 * shared with `useWalletList`. Loads the first page when the store has none and none is on its
 * way (the store keeps pages already loaded while the page lives).
 */
export function useWalletDirectory(): WalletDirectory {
  const config = usePorticoConfig()
  const wallets = config.stores.wallets
  const list = useStoreState(wallets, (state) => state.list)
  const count = useStoreState(wallets, (state) => state.count)
  const page = useStoreState(wallets, (state) => state.page)
  const loading = useStoreState(wallets, (state) => state.loading)
  const storeError = useStoreState(wallets, (state) => state.error)
  const recent = useStoreState(wallets, (state) => state.recent)
  const search = useStoreState(wallets, (state) => state.search)

  const [input, setInput] = useState('')
  const query = useDebouncedValue(input.trim(), WALLET_SEARCH_DEBOUNCE_MS)
  const searching = query !== ''
  const [listFailure, setListFailure] = useState<string>()
  const [searchFailure, setSearchFailure] = useState<string>()
  const latestQuery = useRef('')

  // Core's list actions never throw: they leave `error` in the store, read here right after.
  const loadPage = useCallback(
    async (next: number) => {
      setListFailure(undefined)
      await fetchWallets(config, { page: next })
      setListFailure(wallets.getState().error)
    },
    [config, wallets],
  )
  // Nothing is set after the results arrive unless the search failed: the store's answer is
  // painted by the render it causes, with no second one behind it.
  const runSearch = useCallback(
    async (text: string) => {
      setSearchFailure(undefined)
      await searchWallets(config, { query: text })
      const error = wallets.getState().error
      if (error !== undefined && latestQuery.current === text) setSearchFailure(error)
    },
    [config, wallets],
  )

  // First page on arrival, when none is in or on its way. Until the effect has looked, an
  // error left by an earlier request (Connect's) is old news: renders before it show loading.
  const [arrivalChecked, setArrivalChecked] = useState(() => {
    const state = wallets.getState()
    return state.list.length > 0 || state.loading
  })
  const started = useRef(false)
  useEffect(() => {
    // Once, under StrictMode's second run of effects too.
    if (started.current) return
    started.current = true
    setArrivalChecked(true)
    const state = wallets.getState()
    if (state.list.length === 0 && !state.loading) void loadPage(1)
  }, [wallets, loadPage])

  useEffect(() => {
    latestQuery.current = query
    if (query) void runSearch(query)
  }, [query, runSearch])

  // A first page that failed before (Connect loads it too) shows as an error.
  const listError =
    listFailure ?? (list.length === 0 && !loading && arrivalChecked ? storeError : undefined)
  const hasMore = !searching && list.length < count && !listError
  // The store says whether a page is already on its way.
  const loadMore = useCallback(() => {
    const state = wallets.getState()
    if (!state.loading && state.list.length < state.count) void loadPage(state.page + 1)
  }, [wallets, loadPage])
  const retrySearch = useCallback(() => void runSearch(query), [runSearch, query])

  const browsing = useMemo(() => {
    const recentFirst = recent.slice(0, RECENT_WALLETS_MAX)
    const recentIds = new Set(recentFirst.map((wallet) => wallet.id))
    return [...recentFirst, ...list.filter((wallet) => !recentIds.has(wallet.id))]
  }, [recent, list])
  const results = useMemo(
    () => search.results.slice(0, WALLET_SEARCH_MAX_RESULTS),
    [search.results],
  )
  const searchSettled = searching && search.query === query && !search.loading
  const typing = input.trim() !== query
  const searchError = searching ? searchFailure : undefined
  const noMatches = searching && !searchFailure && searchSettled && results.length === 0 && !typing

  return {
    input,
    setInput,
    query,
    searching,
    typing,
    browsing,
    loaded: list.length,
    results,
    count,
    page,
    loading: loading || !arrivalChecked,
    searchLoading: search.loading,
    searchSettled,
    hasMore,
    loadMore,
    loadPage,
    retrySearch,
    listError,
    searchError,
    noMatches,
  }
}
