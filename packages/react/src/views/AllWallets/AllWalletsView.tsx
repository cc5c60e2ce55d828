import { selectWallet, type Wallet } from '@portico/core'
import { useCallback } from 'react'
import { Button } from '../../components/Button.tsx'
import { Input } from '../../components/Input.tsx'
import { AlertIcon, SearchIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
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
  const { t } = useI18n()
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
          label={t('connect.allWallets.search')}
          placeholder={t('connect.allWallets.search')}
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
        label={searching ? t('connect.allWallets.results') : t('connect.wallets')}
        onNearEnd={hasMore ? loadMore : undefined}
        resetKey={query}
      />

      {searching ? (
        searchError ? (
          <ErrorState message={searchError} onRetry={retrySearch} />
        ) : noMatches ? (
          <div className="center" data-testid="wallets-empty">
            <SearchIcon width={32} height={32} />
            <p className="center-title">{t('connect.allWallets.empty.title')}</p>
            <p className="muted">
              {/* The visitor's words keep their own direction inside the sentence. */}
              {translateRich(t, 'connect.allWallets.empty.body', { query: <bdi>{query}</bdi> })}
            </p>
          </div>
        ) : searchLoading ? (
          <div className="sentinel">
            <Spinner size={20} label={t('connect.allWallets.searching')} />
          </div>
        ) : null
      ) : listError && loaded === 0 ? (
        <ErrorState message={listError} onRetry={() => void loadPage(1)} />
      ) : listError ? (
        <ErrorState message={listError} onRetry={() => void loadPage(page + 1)} compact />
      ) : loading && browsing.length === 0 ? (
        <div className="sentinel">
          <Spinner size={20} label={t('connect.allWallets.loading')} />
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
  const { t } = useI18n()
  return (
    <div className="center" role="alert" data-testid="wallets-error">
      {compact ? null : <AlertIcon width={32} height={32} />}
      <p className={compact ? 'error-text' : 'center-title'}>{t('connect.allWallets.error')}</p>
      <p className="muted">{translateError(t, message)}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('connect.tryAgain')}
      </Button>
    </div>
  )
}
