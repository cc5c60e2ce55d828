import type { SwapQuote } from '@portico/core'
import { useId, useState } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { SwapSlippage } from './SwapSlippage.tsx'
import { displayImpact, displaySwapUsd } from './swapDisplay.ts'

/** A price impact from this percentage on is shown as a warning. */
const HIGH_IMPACT = 5

export interface SwapQuoteDetailsProps {
  quote: SwapQuote
  fromSymbol: string
  toSymbol: string
  /** A newer quote is on its way (the shown one is kept meanwhile). */
  refreshing?: boolean
  /** The slippage can be changed here (the form); the preview shows it only. */
  editableSlippage?: boolean
}

/**
 * A quote's details: the rate, the price impact, the network fee (with its USD value), the
 * minimum received after slippage, the route, and the slippage (changeable on the form).
 *
 * @example
 * <SwapQuoteDetails quote={quote} fromSymbol="ETH" toSymbol="PUSD" />
 */
export function SwapQuoteDetails({
  quote,
  fromSymbol,
  toSymbol,
  refreshing = false,
  editableSlippage = false,
}: SwapQuoteDetailsProps) {
  const route = quote.route.map((hop) => hop.symbol ?? `${hop.address.slice(-42, -36)}…`)
  const [open, setOpen] = useState(false)
  const panel = useId()
  return (
    <>
      <dl className="swap-details" data-testid="swap-details" aria-busy={refreshing || undefined}>
        <div className="swap-detail">
          <dt>Rate</dt>
          <dd data-testid="swap-rate">
            {refreshing ? <Spinner size={12} label="Updating the quote" /> : null}1 {fromSymbol} ={' '}
            <Amount value={quote.rate} shown={displayQuantity(quote.rate)} symbol={toSymbol} />
          </dd>
        </div>
        <div
          className="swap-detail"
          data-impact={quote.priceImpact >= HIGH_IMPACT ? 'high' : undefined}
        >
          <dt>Price impact</dt>
          <dd data-testid="swap-impact">{displayImpact(quote.priceImpact)}</dd>
        </div>
        <div className="swap-detail">
          <dt>Network fee</dt>
          <dd data-testid="swap-fee">
            <Amount
              value={quote.fee.value}
              shown={displayQuantity(quote.fee.value)}
              symbol={quote.fee.symbol}
            />
            {quote.fee.valueInUSD !== undefined ? (
              <small>≈ {displaySwapUsd(quote.fee.valueInUSD)}</small>
            ) : null}
          </dd>
        </div>
        <div className="swap-detail">
          <dt>Minimum received</dt>
          <dd data-testid="swap-minimum" title={`${quote.minimumToAmount} ${toSymbol}`}>
            <Amount
              value={quote.minimumToAmount}
              shown={displayQuantity(quote.minimumToAmount)}
              symbol={toSymbol}
            />
          </dd>
        </div>
        <div className="swap-detail">
          <dt>Route</dt>
          <dd data-testid="swap-route">{route.join(' → ')}</dd>
        </div>
        <div className="swap-detail">
          <dt>Slippage</dt>
          <dd>
            <span data-testid="swap-slippage">{quote.slippage}%</span>
            {editableSlippage ? (
              <button
                type="button"
                className="swap-link"
                aria-expanded={open}
                aria-controls={open ? panel : undefined}
                aria-label={open ? 'Close the slippage setting' : 'Change the slippage'}
                onClick={() => setOpen((current) => !current)}
              >
                {open ? 'Done' : 'Change'}
              </button>
            ) : null}
          </dd>
        </div>
      </dl>
      {editableSlippage && open ? <SwapSlippage id={panel} /> : null}
    </>
  )
}
