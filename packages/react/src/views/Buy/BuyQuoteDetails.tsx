import type { OnrampProvider, OnrampQuote } from '@portico/core'
import { Spinner } from '../../components/Spinner.tsx'
import { displayBuyAmount, displayMoney } from './buyDisplay.ts'

export interface BuyQuoteDetailsProps {
  quote: OnrampQuote
  /** The purchase currency's symbol. */
  symbol: string
  /** A newer quote is on its way (the shown one is kept meanwhile). */
  refreshing?: boolean
  provider?: OnrampProvider | undefined
}

/**
 * A quote's figures in the order they add up: the subtotal, the network fee and the provider's
 * fee, then the total paid and what arrives; the provider with its fee range.
 *
 * @example
 * <BuyQuoteDetails quote={quote} symbol="PUSD" />
 */
export function BuyQuoteDetails({
  quote,
  symbol,
  refreshing = false,
  provider,
}: BuyQuoteDetailsProps) {
  return (
    <dl className="buy-details" data-testid="buy-quote" aria-busy={refreshing || undefined}>
      <div className="buy-detail">
        <dt>Subtotal</dt>
        <dd data-testid="buy-subtotal">{displayMoney(quote.paymentSubtotal)}</dd>
      </div>
      <div className="buy-detail">
        <dt>Network fee</dt>
        <dd data-testid="buy-network-fee">{displayMoney(quote.networkFee)}</dd>
      </div>
      {quote.providerFee ? (
        <div className="buy-detail">
          <dt>Provider fee</dt>
          <dd data-testid="buy-provider-fee">{displayMoney(quote.providerFee)}</dd>
        </div>
      ) : null}
      <div className="buy-detail">
        <dt>Total</dt>
        <dd data-testid="buy-total">{displayMoney(quote.paymentTotal)}</dd>
      </div>
      <div className="buy-detail buy-detail-strong">
        <dt>You receive</dt>
        <dd data-testid="buy-receive" data-value={quote.purchaseAmount.value}>
          {refreshing ? <Spinner size={12} label="Updating the quote" /> : null}
          {displayBuyAmount(quote.purchaseAmount.value)} {symbol}
        </dd>
      </div>
      {provider ? (
        <div className="buy-detail">
          <dt>Provider</dt>
          <dd>
            {provider.name} <small>fee {provider.feeRange}</small>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
