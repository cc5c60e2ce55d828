import { selectWallet, type Wallet } from '@portico/core'
import { useCallback } from 'react'
import { Button } from '../../components/Button.tsx'
import { Input } from '../../components/Input.tsx'
import { AlertIcon, SearchIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { allWalletsStyles } from './allWalletsStyles.ts'
import { WalletGrid } from './WalletGrid.tsx'

/**
 * The whole directory: a debounced search (at most 100 results), recent wallets first, then
 * pages of 40 loaded as the visitor scrolls towards the end, in a virtualised grid (only the
 * rows in view are rendered; its height is the directory's count from the first page on).
 * Empty and error states say what happened and offer a way on. The paging and search are
 * `useWalletDirectory`'s, shared with the headless `useWalletList`.
 */
export function AllWalletsView() {
  useStyleSheet(allWalletsStyles)
  const config = usePorticoConfig()
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const {
    input,
    setInput,
    query,
    searching,
    browsing,
    results,
    count,
    page,
    loading,
    searchLoading,
    hasMore,
    loadMore,
    loadPage,
    retrySearch,
    listError,
    searchError,
    noMatches,
    loaded,
  } = useWalletDirectory()

  const select = useCallback((wallet: Wallet) => selectWallet(config, wallet), [config])

  // What the grid shows: nothing behind an error or an empty search (it stays mounted).
  let shown: readonly Wallet[] = []
  let total = 0
  if (searching) {
    if (!searchError && !noMatches) {
      shown = results
      total = results.length
    }
  } else if (!(listError && loaded === 0)) {
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
        searchError ? (
          <ErrorState message={searchError} onRetry={retrySearch} />
        ) : noMatches ? (
          <div className="center" data-testid="wallets-empty">
            <SearchIcon width={32} height={32} />
            <p className="center-title">No wallets found</p>
            <p className="muted">
              Nothing matches “{query}”. Check the spelling or try another name.
            </p>
          </div>
        ) : searchLoading ? (
          <div className="sentinel">
            <Spinner size={20} label="Searching" />
          </div>
        ) : null
      ) : listError && loaded === 0 ? (
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
