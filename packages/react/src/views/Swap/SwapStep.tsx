import type { SwapTransactionState } from '@portico/core'
import { AlertIcon, CheckIcon, ExternalLinkIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import type { MessageId } from '../../i18n/messageId.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'

export interface SwapStepProps {
  /** 1 or 2: the step's place, shown until it has a state. */
  index: number
  title: string
  /** The transaction, once it went to the wallet. */
  transaction: SwapTransactionState | undefined
  /** Shown while the step has no transaction yet (e.g. 'Checking the price'). */
  waiting?: string | undefined
}

const STATUS_WORDS: Record<SwapTransactionState['status'], MessageId> = {
  signing: 'trade.waitingForWallet',
  pending: 'swap.step.pending',
  confirmed: 'swap.step.confirmed',
  failed: 'swap.step.failed',
  unknown: 'swap.status.unknown',
}

/**
 * One transaction of a swap (the approval, or the trade) in the preview's progress list: its
 * title, how it stands (`data-status`), why it failed, and its explorer link once sent.
 *
 * @example
 * <SwapStep index={1} title="Approve PUSD" transaction={confirmation.approval} />
 */
export function SwapStep({ index, title, transaction, waiting }: SwapStepProps) {
  const { t, locale } = useI18n()
  const status = transaction?.status
  const standing = status ? t(STATUS_WORDS[status]) : (waiting ?? t('swap.step.next'))
  const icon =
    status === 'signing' || status === 'pending' || (!status && waiting) ? (
      <Spinner size={16} />
    ) : status === 'confirmed' ? (
      <CheckIcon />
    ) : status === 'failed' || status === 'unknown' ? (
      <AlertIcon />
    ) : (
      new Intl.NumberFormat(locale).format(index)
    )
  return (
    <li className="swap-step" data-status={status ?? 'waiting'} data-testid="swap-step">
      <span className="swap-step-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="swap-step-text">
        <span className="swap-step-title">{title}</span>
        <span className="swap-step-status">
          {transaction?.error
            ? t('swap.step.withError', {
                status: standing,
                error: translateError(t, transaction.error),
              })
            : standing}
        </span>
      </span>
      {transaction?.explorerUrl ? (
        <a href={transaction.explorerUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon width={14} height={14} aria-hidden="true" />
          <span className="sr-only">{t('swap.step.onExplorer', { title })}</span>
        </a>
      ) : null}
    </li>
  )
}
