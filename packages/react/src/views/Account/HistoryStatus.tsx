import { fetchTransactions, type TransactionsState } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'

/**
 * What the Activity and NFTs tabs show instead of a list: loading, not available on this
 * network (spec §7, §9: not asked, said so rather than failing silently), or the spec §8
 * failure with a way to try again.
 */
export function HistoryStatus({ history }: { history: TransactionsState | undefined }) {
  const config = usePorticoConfig()
  const { t } = useI18n()
  if (history?.unavailable)
    return (
      <p className="muted tab-empty" data-testid="activity-unavailable">
        {t('account.activity.unavailable')}
      </p>
    )
  if (history?.error)
    return (
      <div className="center center-compact" data-testid="activity-error">
        <p className="error-text">{translateError(t, history.error)}</p>
        <Button
          loading={history.loading}
          onClick={() => fetchTransactions(config, { reset: true })}
        >
          {t('account.activity.tryAgain')}
        </Button>
      </div>
    )
  return (
    <div className="view-loading">
      <Spinner size={20} label={t('account.activity.loading')} />
    </div>
  )
}
