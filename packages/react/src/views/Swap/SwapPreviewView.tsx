import {
  confirmSwap,
  goBack,
  retrySwap,
  type SwapConfirmationState,
  type SwapToken,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { Button } from '../../components/Button.tsx'
import { CenteredNotice } from '../../components/CenteredNotice.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { useBusyStep } from '../../hooks/useBusyStep.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import type { Translate } from '../../i18n/messageId.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { displayExactAmount } from '../../utils/exactAmount.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapStep } from './SwapStep.tsx'
import { displayPercent, displaySwapUsd } from './swapDisplay.ts'
import { swapStyles } from './swapStyles.ts'
import { leaveSwap, useResetSwapOnLeave } from './useResetSwapOnLeave.ts'

/**
 * SwapPreview: what the swap does (pay and receive, with USD values) and the quote's details,
 * kept fresh until Confirm swap (`confirmSwap`). Then the progress of the approval (when the
 * allowance is short) and of the trade, each with its state and explorer link, announced in a
 * live region: checking the price, approve in the wallet, pending, confirmed (Done goes back to
 * Account), failed (Try again: `retrySwap`), unknown (Check again asks about the same
 * transaction, never sending it twice). A price that moved beyond the slippage shows the new
 * quote, and Confirm swap asks again.
 */
export function SwapPreviewView() {
  useStyleSheet(swapStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetSwapOnLeave()
  const swap = useStoreState(config.stores.swap, (state) => state)
  const [busy, run] = useBusyStep()
  const summaryRef = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)
  const { confirmation, quote, quoteMoved, fromToken, toToken, validation } = swap
  const status = confirmation?.status

  useEffect(() => {
    // Focus starts on what will be swapped, so a screen reader reads it before the button.
    summaryRef.current?.focus()
  }, [])
  useEffect(() => {
    // The result's own action takes the focus; the live region has said what happened.
    if (status === 'confirmed' || status === 'failed' || status === 'unknown')
      actions.current?.querySelector<HTMLElement>('[data-result-action]')?.focus()
  }, [status])

  const live = quote.status === 'ready' || quote.status === 'loading' ? quote.quote : undefined
  const shown = confirmation?.quote ?? live
  if (!shown || !fromToken || !toToken)
    return (
      <CenteredNotice
        title={t('swap.preview.empty.title')}
        detail={t('swap.preview.empty.detail')}
        action={{ label: t('swap.preview.backToSwap'), onClick: () => goBack(config) }}
      />
    )

  const canConfirm = !validation && quote.status === 'ready' && !busy
  const explorer = confirmation?.transaction?.explorerUrl

  return (
    <div className="swap">
      <div className="swap-summary" ref={summaryRef} tabIndex={-1} data-testid="swap-summary">
        <Side
          label={status === 'confirmed' ? t('trade.youPaid') : t('trade.youPay')}
          token={fromToken}
          amount={shown.fromAmount}
          usd={shown.fromAmountInUSD}
          exact
        />
        <span className="swap-summary-arrow" aria-hidden="true">
          →
        </span>
        <Side
          label={
            status === 'confirmed'
              ? t('swap.preview.receivedAbout')
              : t('swap.preview.receiveAbout')
          }
          token={toToken}
          amount={shown.toAmount}
          usd={shown.toAmountInUSD}
        />
      </div>
      {quoteMoved && !confirmation ? (
        <div className="alert" data-variant="warning" role="alert" data-testid="swap-moved">
          <p>
            <strong>
              {t('swap.preview.moved.title', {
                slippage: displayPercent(swap.slippage, locale),
              })}
            </strong>
            <span className="alert-details">
              {translateRich(t, 'swap.preview.moved.detail', {
                amount: (
                  <bdi>
                    <Amount
                      value={shown.toAmount}
                      shown={displayQuantity(shown.toAmount)}
                      symbol={toToken.symbol}
                    />
                  </bdi>
                ),
                previous: (
                  <bdi>
                    <Amount
                      value={quoteMoved.previousToAmount}
                      shown={displayQuantity(quoteMoved.previousToAmount)}
                    />
                  </bdi>
                ),
              })}
            </span>
          </p>
        </div>
      ) : null}
      <SwapQuoteDetails
        quote={shown}
        fromSymbol={fromToken.symbol}
        toSymbol={toToken.symbol}
        refreshing={!confirmation && quote.status === 'loading'}
      />
      {confirmation ? (
        <ol className="swap-steps" aria-label={t('swap.preview.progress')}>
          {confirmation.approval ? (
            <SwapStep
              index={1}
              title={t('swap.step.approve', { symbol: fromToken.symbol })}
              transaction={confirmation.approval}
            />
          ) : null}
          <SwapStep
            index={confirmation.approval ? 2 : 1}
            title={t('swap.step.swap', { from: fromToken.symbol, to: toToken.symbol })}
            transaction={confirmation.transaction}
            waiting={
              confirmation.status === 'checking'
                ? t('swap.step.checkingPrice')
                : confirmation.status === 'failed'
                  ? t('swap.step.notSent')
                  : undefined
            }
          />
        </ol>
      ) : null}
      <div role="status" aria-live="polite" className="swap-result" data-testid="swap-status">
        {statusText(t, confirmation, fromToken, toToken)}
      </div>
      {confirmation?.error && status === 'failed' ? (
        <p className="swap-error" data-testid="swap-error">
          {translateError(t, confirmation.error)}
        </p>
      ) : null}
      {status === 'failed' && confirmation?.transaction?.hash ? (
        <p className="muted" data-testid="swap-reverted">
          {t('swap.preview.reverted')}
        </p>
      ) : null}
      <div className="swap-actions" ref={actions}>
        {status === undefined ? (
          <>
            <Button
              variant="primary"
              block
              aria-disabled={canConfirm ? undefined : true}
              loading={busy}
              data-testid="swap-confirm"
              onClick={() => {
                if (canConfirm) void run(() => confirmSwap(config))
              }}
            >
              {validation
                ? translateError(t, validation.message)
                : quote.status === 'error'
                  ? translateError(t, quote.message)
                  : quoteMoved
                    ? t('swap.preview.confirmNewQuote')
                    : t('swap.preview.confirm')}
            </Button>
            <Button block onClick={() => goBack(config)}>
              {t('trade.edit')}
            </Button>
          </>
        ) : confirmation &&
          (status === 'checking' || status === 'approving' || status === 'swapping') ? (
          <WaitingButton confirmation={confirmation} explorer={explorer} />
        ) : status === 'confirmed' ? (
          <>
            <Button data-result-action variant="primary" block onClick={() => leaveSwap(config)}>
              {t('trade.done')}
            </Button>
            {explorer ? <ExplorerLink href={explorer} /> : null}
          </>
        ) : status === 'failed' ? (
          <>
            <Button
              data-result-action
              variant="primary"
              block
              loading={busy}
              onClick={() => void run(() => retrySwap(config))}
            >
              {t('trade.tryAgain')}
            </Button>
            <Button block onClick={() => goBack(config)}>
              {t('trade.edit')}
            </Button>
          </>
        ) : (
          <>
            <Button
              data-result-action
              variant="primary"
              block
              loading={busy}
              onClick={() => void run(() => retrySwap(config))}
            >
              {t('trade.checkAgain')}
            </Button>
            {explorer ? <ExplorerLink href={explorer} /> : null}
          </>
        )}
      </div>
    </div>
  )
}

/** One side of the trade; `exact`: every digit (what is paid is never rounded). */
function Side(props: {
  label: string
  token: SwapToken
  amount: string
  usd: string | undefined
  exact?: boolean
}) {
  const { t, locale } = useI18n()
  return (
    <div className="swap-summary-side">
      <TokenImage
        symbol={props.token.symbol}
        name={props.token.name}
        src={props.token.logoUri}
        size={40}
      />
      <span className="muted">{props.label}</span>
      <p className="swap-summary-amount">
        <Amount
          value={props.amount}
          shown={props.exact ? displayExactAmount(props.amount) : displayQuantity(props.amount)}
          symbol={props.token.symbol}
        />
      </p>
      {props.usd !== undefined ? (
        <span className="muted">
          {translateRich(t, 'trade.about', {
            value: <bdi dir="ltr">{displaySwapUsd(props.usd, locale)}</bdi>,
          })}
        </span>
      ) : null}
    </div>
  )
}

function ExplorerLink({ href }: { href: string }) {
  const { t } = useI18n()
  return (
    <a className="btn btn-block" href={href} target="_blank" rel="noopener noreferrer">
      {t('trade.viewOnExplorer')}
    </a>
  )
}

/** While a step is under way: the wallet is asked, or the network is waited for. */
function WaitingButton({
  confirmation,
  explorer,
}: {
  confirmation: SwapConfirmationState
  explorer: string | undefined
}) {
  const { t } = useI18n()
  const asking =
    confirmation.approval?.status === 'signing' || confirmation.transaction?.status === 'signing'
  if (!asking && explorer) return <ExplorerLink href={explorer} />
  return (
    <Button variant="primary" block disabled loading>
      {asking ? t('trade.waitingForWallet') : t('swap.preview.workingOnIt')}
    </Button>
  )
}

/** What the live region says, step by step. */
function statusText(
  t: Translate,
  confirmation: SwapConfirmationState | undefined,
  from: SwapToken,
  to: SwapToken,
): string {
  if (!confirmation) return ''
  const { approval, transaction } = confirmation
  switch (confirmation.status) {
    case 'checking':
      return approval?.status === 'confirmed'
        ? t('swap.status.approvedPreparing', { symbol: from.symbol })
        : t('swap.status.checkingPrice')
    case 'approving':
      return approval?.status === 'signing'
        ? t('swap.status.approveInWallet', { symbol: from.symbol })
        : t('swap.status.approvalPending')
    case 'swapping':
      return transaction?.status === 'signing'
        ? approval
          ? t('swap.status.confirmInWalletStep')
          : t('swap.status.confirmInWallet')
        : t('swap.status.swapPending')
    case 'confirmed':
      return t('swap.status.confirmed', { from: from.symbol, to: to.symbol })
    case 'failed':
      return approval?.status === 'failed'
        ? t('swap.status.approvalFailed')
        : t('swap.status.swapFailed')
    case 'unknown':
      return t('swap.status.unknown')
  }
}
