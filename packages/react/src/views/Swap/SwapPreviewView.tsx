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
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { displayExactAmount } from '../../utils/exactAmount.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapStep } from './SwapStep.tsx'
import { displaySwapUsd } from './swapDisplay.ts'
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
        title="Nothing to swap yet"
        detail="Pick the tokens and an amount first."
        action={{ label: 'Back to Swap', onClick: () => goBack(config) }}
      />
    )

  const canConfirm = !validation && quote.status === 'ready' && !busy
  const explorer = confirmation?.transaction?.explorerUrl

  return (
    <div className="swap">
      <div className="swap-summary" ref={summaryRef} tabIndex={-1} data-testid="swap-summary">
        <Side
          label={status === 'confirmed' ? 'You paid' : 'You pay'}
          token={fromToken}
          amount={shown.fromAmount}
          usd={shown.fromAmountInUSD}
          exact
        />
        <span className="swap-summary-arrow" aria-hidden="true">
          →
        </span>
        <Side
          label={status === 'confirmed' ? 'You received about' : 'You receive about'}
          token={toToken}
          amount={shown.toAmount}
          usd={shown.toAmountInUSD}
        />
      </div>
      {quoteMoved && !confirmation ? (
        <div className="alert" data-variant="warning" role="alert" data-testid="swap-moved">
          <p>
            <strong>The price moved beyond your {swap.slippage}% slippage</strong>
            <span className="alert-details">
              You would now receive about{' '}
              <Amount
                value={shown.toAmount}
                shown={displayQuantity(shown.toAmount)}
                symbol={toToken.symbol}
              />{' '}
              instead of{' '}
              <Amount
                value={quoteMoved.previousToAmount}
                shown={displayQuantity(quoteMoved.previousToAmount)}
              />
              . Nothing was sent: confirm the new quote to swap.
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
        <ol className="swap-steps" aria-label="Progress">
          {confirmation.approval ? (
            <SwapStep
              index={1}
              title={`Approve ${fromToken.symbol}`}
              transaction={confirmation.approval}
            />
          ) : null}
          <SwapStep
            index={confirmation.approval ? 2 : 1}
            title={`Swap ${fromToken.symbol} for ${toToken.symbol}`}
            transaction={confirmation.transaction}
            waiting={
              confirmation.status === 'checking'
                ? 'Checking the price'
                : confirmation.status === 'failed'
                  ? 'Not sent'
                  : undefined
            }
          />
        </ol>
      ) : null}
      <div role="status" aria-live="polite" className="swap-result" data-testid="swap-status">
        {statusText(confirmation, fromToken, toToken)}
      </div>
      {confirmation?.error && status === 'failed' ? (
        <p className="swap-error" data-testid="swap-error">
          {confirmation.error}
        </p>
      ) : null}
      {status === 'failed' && confirmation?.transaction?.hash ? (
        <p className="muted" data-testid="swap-reverted">
          The network refused the trade, for example because the price moved beyond your slippage
          before it was mined. Nothing was traded; only the network fee was paid.
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
                ? validation.message
                : quote.status === 'error'
                  ? quote.message
                  : quoteMoved
                    ? 'Confirm new quote'
                    : 'Confirm swap'}
            </Button>
            <Button block onClick={() => goBack(config)}>
              Edit
            </Button>
          </>
        ) : confirmation &&
          (status === 'checking' || status === 'approving' || status === 'swapping') ? (
          waitingButton(confirmation, explorer)
        ) : status === 'confirmed' ? (
          <>
            <Button data-result-action variant="primary" block onClick={() => leaveSwap(config)}>
              Done
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
              Try again
            </Button>
            <Button block onClick={() => goBack(config)}>
              Edit
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
              Check again
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
        <span className="muted">≈ {displaySwapUsd(props.usd)}</span>
      ) : null}
    </div>
  )
}

function ExplorerLink({ href }: { href: string }) {
  return (
    <a className="btn btn-block" href={href} target="_blank" rel="noopener noreferrer">
      View on explorer
    </a>
  )
}

/** While a step is under way: the wallet is asked, or the network is waited for. */
function waitingButton(confirmation: SwapConfirmationState, explorer: string | undefined) {
  const asking =
    confirmation.approval?.status === 'signing' || confirmation.transaction?.status === 'signing'
  if (!asking && explorer) return <ExplorerLink href={explorer} />
  return (
    <Button variant="primary" block disabled loading>
      {asking ? 'Waiting for your wallet' : 'Working on it'}
    </Button>
  )
}

/** What the live region says, step by step. */
function statusText(
  confirmation: SwapConfirmationState | undefined,
  from: SwapToken,
  to: SwapToken,
): string {
  if (!confirmation) return ''
  const { approval, transaction } = confirmation
  switch (confirmation.status) {
    case 'checking':
      return approval?.status === 'confirmed'
        ? `${from.symbol} approved. Preparing the swap…`
        : 'Checking the price…'
    case 'approving':
      return approval?.status === 'signing'
        ? `Approve ${from.symbol} in your wallet (step 1 of 2)`
        : `Approval pending on the network (step 1 of 2)`
    case 'swapping':
      return transaction?.status === 'signing'
        ? `Confirm the swap in your wallet${approval ? ' (step 2 of 2)' : ''}`
        : 'Swap pending on the network'
    case 'confirmed':
      return `Swap confirmed: ${from.symbol} for ${to.symbol}`
    case 'failed':
      return approval?.status === 'failed' ? 'Approval failed' : 'Swap failed'
    case 'unknown':
      return 'Status unknown'
  }
}
