import { fetchTransactions, type TransactionsState } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/** The sentence shown for a network without history (testnets, unsupported networks). */
export const ACTIVITY_UNAVAILABLE_MESSAGE = 'Activity is not available on this network'

/**
 * What the Activity and NFTs tabs show instead of a list: loading, not available on this
 * network (spec §7, §9: not asked, said so rather than failing silently), or the spec §8
 * failure with a way to try again.
 */
export function HistoryStatus({ history }: { history: TransactionsState | undefined }) {
  const config = usePorticoConfig()
  if (history?.unavailable)
    return (
      <p className="muted tab-empty" data-testid="activity-unavailable">
        {ACTIVITY_UNAVAILABLE_MESSAGE}
      </p>
    )
  if (history?.error)
    return (
      <div className="center center-compact" data-testid="activity-error">
        <p className="error-text">{history.error}</p>
        <Button
          loading={history.loading}
          onClick={() => fetchTransactions(config, { reset: true })}
        >
          Try again
        </Button>
      </div>
    )
  return (
    <div className="view-loading">
      <Spinner size={20} label="Loading activity" />
    </div>
  )
}
