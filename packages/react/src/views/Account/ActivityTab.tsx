import {
  fetchTransactions,
  formatAddress,
  formatQuantity,
  groupTransactionsByMonth,
  type Transaction,
  type TransactionsState,
  transactionSign,
} from '@portico/core'
import { useMemo } from 'react'
import { Button } from '../../components/Button.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { monthHeading } from '../../utils/monthHeading.ts'
import { transactionLabel } from '../../utils/transactionLabel.ts'
import { HistoryStatus } from './HistoryStatus.tsx'

export interface ActivityTabProps {
  /** The account's history on the active network; undefined until a load began for it. */
  history: TransactionsState | undefined
}

/**
 * The Activity tab (spec §2, §3, §5): the account's transactions on the active network under
 * year-and-month headings, newest first; each row says what happened, with whom, and the
 * amount with its + / − sign. "Load more" fetches the next page by cursor.
 */
export function ActivityTab({ history }: ActivityTabProps) {
  const config = usePorticoConfig()
  const months = useMemo(() => groupTransactionsByMonth(history?.items ?? []), [history?.items])
  const loadingFirstPage = history?.loading === true && history.items.length === 0
  if (!history || history.unavailable || history.error || loadingFirstPage)
    return <HistoryStatus history={history} />
  if (months.length === 0)
    return (
      <p className="muted tab-empty" data-testid="activity-empty">
        No activity yet
      </p>
    )
  return (
    <div className="activity">
      {months.map(({ year, month, transactions }) => (
        <section key={`${year}-${month}`} aria-label={monthHeading(year, month)}>
          <h3 className="month-heading">{monthHeading(year, month)}</h3>
          <ul className="rows">
            {transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
      {history.next ? (
        <Button
          block
          loading={history.loading}
          disabled={history.loading}
          onClick={() => fetchTransactions(config)}
        >
          Load more
        </Button>
      ) : null}
    </div>
  )
}

function ActivityRow({ transaction }: { transaction: Transaction }) {
  const { metadata, transfers } = transaction
  const [first] = transfers
  // A transfer that went out has its counterparty in sentTo; one that came in, in sentFrom.
  const outgoing = first ? first.direction === 'out' : metadata.operationType === 'send'
  const counterparty = outgoing ? metadata.sentTo : metadata.sentFrom
  const sign = transactionSign(metadata.operationType, first?.direction)
  const fungible = first?.fungible_info
  const amount = first?.nft_info
    ? `${sign}${first.nft_info.name} #${first.nft_info.token_id}`
    : first?.fungible_info
      ? `${sign}${formatQuantity(first.quantity.numeric)} ${first.fungible_info.symbol}`
      : undefined
  return (
    <li className="row" data-testid="activity-row">
      {fungible ? (
        // A token without an icon of its own gets the server's image for its symbol.
        <TokenImage symbol={fungible.symbol} name={fungible.name} src={fungible.icon?.url} />
      ) : (
        <WalletImage
          src={first?.nft_info?.content?.preview?.url}
          name={first?.nft_info?.name ?? '?'}
          size={36}
          round
        />
      )}
      <span className="row-main">
        <span className="row-title">
          {transactionLabel(metadata.operationType)}
          {metadata.status === 'failed' ? <span className="tag">Failed</span> : null}
        </span>
        <span className="row-sub" title={counterparty}>
          {outgoing ? 'to' : 'from'} {formatAddress(counterparty)}
        </span>
      </span>
      {amount ? (
        <span className="row-end" data-testid="activity-amount">
          {amount}
          {transfers.length > 1 ? (
            <span className="row-sub"> +{transfers.length - 1} more</span>
          ) : null}
        </span>
      ) : null}
    </li>
  )
}
