import {
  fetchWallets,
  RECENT_WALLETS_MAX,
  searchWallets,
  selectWallet,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_MAX_RESULTS,
  type Wallet,
} from '@portico/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { Input } from '../../components/Input.tsx'
import { AlertIcon, SearchIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { allWalletsStyles } from './allWalletsStyles.ts'
import { WalletGrid } from './WalletGrid.tsx'

/**
 * The whole directory: a debounced search (at most 100 results), recent wallets first, then
 * pages of 40 loaded as the visitor scrolls towards the end, in a virtualised grid (only the
 * rows in view are rendered; its height is the directory's count from the first page on).
 * Empty and error states say what happened and offer a way on.
 */
export function AllWalletsView() {
  useStyleSheet(allWalletsStyles)
  const config = usePorticoConfig()
  const wallets = config.stores.wallets
  const list = useStoreState(wallets, (state) => state.list)
  const count = useStoreState(wallets, (state) => state.count)
  const page = useStoreState(wallets, (state) => state.page)
  const loading = useStoreState(wallets, (state) => state.loading)
  const storeError = useStoreState(wallets, (state) => state.error)
  const recent = useStoreState(wallets, (state) => state.recent)
  const search = useStoreState(wallets, (state) => state.search)
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)

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

  // First page on arrival (the store keeps pages already loaded while the modal lives).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const state = wallets.getState()
    if (state.list.length === 0 && !state.loading) void loadPage(1)
  }, [wallets, loadPage])

  useEffect(() => {
    latestQuery.current = query
    if (query) void runSearch(query)
  }, [query, runSearch])

  // A first page that failed before this view opened (Connect loads it too) shows as an error.
  const listError = listFailure ?? (list.length === 0 && !loading ? storeError : undefined)
  const hasMore = !searching && list.length < count && !listError
  // Asked by the grid as the rows in view near the loaded end; the store says whether a page
  // is already on its way.
  const loadMore = useCallback(() => {
    const state = wallets.getState()
    if (!state.loading && state.list.length < state.count) void loadPage(state.page + 1)
  }, [wallets, loadPage])

  const select = useCallback((wallet: Wallet) => selectWallet(config, wallet), [config])

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
  const noMatches = searching && !searchFailure && searchSettled && results.length === 0 && !typing

  // What the grid shows: nothing behind an error or an empty search (it stays mounted).
  let shown: readonly Wallet[] = []
  let total = 0
  if (searching) {
    if (!searchFailure && !noMatches) {
      shown = results
      total = results.length
    }
  } else if (!(listError && list.length === 0)) {
    shown = browsing
    // Until every page is in, the directory's count (recent wallets are in it too, mostly).
    total = hasMore || loading ? Math.max(count, browsing.length) : browsing.length
  }

  return (
    <>
      <div className="search">
        <Input
          label="Search wallets"
          placeholder="Search wallets"
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </div>

      <WalletGrid
        config={config}
        wallets={shown}
        total={total}
        connectors={connectors}
        onSelect={select}
        label={searching ? 'Search results' : 'Wallets'}
        onNearEnd={hasMore ? loadMore : undefined}
        resetKey={query}
      />

      {searching ? (
        searchFailure ? (
          <ErrorState message={searchFailure} onRetry={() => void runSearch(query)} />
        ) : noMatches ? (
          <div className="center" data-testid="wallets-empty">
            <SearchIcon width={32} height={32} />
            <p className="center-title">No wallets found</p>
            <p className="muted">
              Nothing matches “{query}”. Check the spelling or try another name.
            </p>
          </div>
        ) : search.loading ? (
          <div className="sentinel">
            <Spinner size={20} label="Searching" />
          </div>
        ) : null
      ) : listError && list.length === 0 ? (
        <ErrorState message={listError} onRetry={() => void loadPage(1)} />
      ) : listError ? (
        <ErrorState message={listError} onRetry={() => void loadPage(page + 1)} compact />
      ) : loading && browsing.length === 0 ? (
        <div className="sentinel">
          <Spinner size={20} label="Loading wallets" />
        </div>
      ) : null}
    </>
  )
}

function ErrorState({
  message,
  onRetry,
  compact = false,
}: {
  message: string
  onRetry: () => void
  compact?: boolean
}) {
  return (
    <div className="center" role="alert" data-testid="wallets-error">
      {compact ? null : <AlertIcon width={32} height={32} />}
      <p className={compact ? 'error-text' : 'center-title'}>Could not load wallets</p>
      <p className="muted">{message}</p>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
