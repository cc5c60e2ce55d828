import {
  fetchTransactions,
  formatAddress,
  formatQuantity,
  groupTransactionsByMonth,
  type Transaction,
  type TransactionStatus,
  type TransactionsState,
  type TransactionTransfer,
  transactionSign,
} from '@portico/core'
import { useMemo } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { Button } from '../../components/Button.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
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
  const { t, locale } = useI18n()
  const months = useMemo(() => groupTransactionsByMonth(history?.items ?? []), [history?.items])
  const loadingFirstPage = history?.loading === true && history.items.length === 0
  if (!history || history.unavailable || history.error || loadingFirstPage)
    return <HistoryStatus history={history} />
  if (months.length === 0)
    return (
      <p className="muted tab-empty" data-testid="activity-empty">
        {t('account.activity.empty')}
      </p>
    )
  return (
    <div className="activity">
      {months.map(({ year, month, transactions }) => (
        <section key={`${year}-${month}`} aria-label={monthHeading(year, month, locale)}>
          <h3 className="month-heading">{monthHeading(year, month, locale)}</h3>
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
          {t('account.activity.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}

function ActivityRow({ transaction }: { transaction: Transaction }) {
  const { t } = useI18n()
  const trade = tradeSides(transaction)
  if (trade) return <TradeRow transaction={transaction} {...trade} />
  const { metadata, transfers } = transaction
  const [first] = transfers
  // A transfer that went out has its counterparty in sentTo; one that came in, in sentFrom.
  const outgoing = first ? first.direction === 'out' : metadata.operationType === 'send'
  const counterparty = outgoing ? metadata.sentTo : metadata.sentFrom
  const sign = transactionSign(metadata.operationType, first?.direction)
  const fungible = first?.fungible_info
  const amount = first?.nft_info ? (
    <span data-testid="activity-amount">
      {sign}
      {first.nft_info.name} #{first.nft_info.token_id}
    </span>
  ) : first?.fungible_info ? (
    <Amount
      value={first.quantity.numeric}
      shown={formatQuantity(first.quantity.numeric)}
      symbol={first.fungible_info.symbol}
      sign={sign}
      data-testid="activity-amount"
    />
  ) : undefined
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
          placeholder="picture"
        />
      )}
      <span className="row-main">
        <span className="row-title">
          {transactionLabel(t, metadata.operationType)}
          <StatusTag status={metadata.status} />
        </span>
        <span className="row-sub" title={counterparty}>
          {translateRich(t, outgoing ? 'account.activity.to' : 'account.activity.from', {
            address: (
              <span className="row-address" dir="ltr">
                {formatAddress(counterparty)}
              </span>
            ),
          })}
        </span>
      </span>
      {amount ? (
        <span className="row-end">
          {amount}
          {transfers.length > 1 ? (
            <span className="row-sub">
              {' '}
              {t('account.activity.more', { count: transfers.length - 1 })}
            </span>
          ) : null}
        </span>
      ) : null}
    </li>
  )
}

type FungibleTransfer = TransactionTransfer & {
  fungible_info: NonNullable<TransactionTransfer['fungible_info']>
}

/** A trade's two sides (a swap): the first token that left the account and the first that came. */
function tradeSides(
  transaction: Transaction,
): { paid: FungibleTransfer; received: FungibleTransfer } | undefined {
  if (transaction.metadata.operationType !== 'trade') return undefined
  const fungible = (direction: 'in' | 'out') =>
    transaction.transfers.find(
      (transfer): transfer is FungibleTransfer =>
        transfer.direction === direction && transfer.fungible_info !== undefined,
    )
  const paid = fungible('out')
  const received = fungible('in')
  return paid && received ? { paid, received } : undefined
}

/** A swap shows both sides: what came in, and under it what went out ('ETH → PUSD'). */
function TradeRow({
  transaction,
  paid,
  received,
}: {
  transaction: Transaction
  paid: FungibleTransfer
  received: FungibleTransfer
}) {
  const { t } = useI18n()
  const { metadata } = transaction
  const { symbol, name, icon } = received.fungible_info
  return (
    <li className="row" data-testid="activity-row">
      <TokenImage symbol={symbol} name={name} src={icon?.url} />
      <span className="row-main">
        <span className="row-title">
          {transactionLabel(t, 'trade')}
          <StatusTag status={metadata.status} />
        </span>
        <span className="row-sub">
          {/* Each symbol isolated, so the arrow reads from what was paid in either direction. */}
          {translateRich(t, 'account.activity.tradePair', {
            paid: <bdi>{paid.fungible_info.symbol}</bdi>,
            received: <bdi>{symbol}</bdi>,
          })}
        </span>
      </span>
      <span className="row-end">
        <Amount
          value={received.quantity.numeric}
          shown={formatQuantity(received.quantity.numeric)}
          symbol={symbol}
          sign="+"
          data-testid="activity-amount"
        />
        <span className="row-sub">
          {' '}
          <Amount
            value={paid.quantity.numeric}
            shown={formatQuantity(paid.quantity.numeric)}
            symbol={paid.fungible_info.symbol}
            sign={'\u2212'}
            data-testid="activity-paid"
          />
        </span>
      </span>
    </li>
  )
}

/** A transaction that is not (yet) simply confirmed says so beside its label. */
function StatusTag({ status }: { status: TransactionStatus }) {
  const { t } = useI18n()
  if (status === 'failed') return <span className="tag">{t('account.activity.failed')}</span>
  // The kit's own record of a transaction it sent, until the network confirms it.
  if (status === 'pending') return <span className="tag">{t('account.activity.pending')}</span>
  return null
}
