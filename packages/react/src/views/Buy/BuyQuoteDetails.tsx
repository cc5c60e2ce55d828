import type { OnrampProvider, OnrampQuote } from '@portico/core'
import { Spinner } from '../../components/Spinner.tsx'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
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
  const { t, locale } = useI18n()
  return (
    <dl className="buy-details" data-testid="buy-quote" aria-busy={refreshing || undefined}>
      <div className="buy-detail">
        <dt>{t('buy.details.subtotal')}</dt>
        <dd data-testid="buy-subtotal" dir="ltr">
          {displayMoney(quote.paymentSubtotal, locale)}
        </dd>
      </div>
      <div className="buy-detail">
        <dt>{t('trade.networkFee')}</dt>
        <dd data-testid="buy-network-fee" dir="ltr">
          {displayMoney(quote.networkFee, locale)}
        </dd>
      </div>
      {quote.providerFee ? (
        <div className="buy-detail">
          <dt>{t('buy.details.providerFee')}</dt>
          <dd data-testid="buy-provider-fee" dir="ltr">
            {displayMoney(quote.providerFee, locale)}
          </dd>
        </div>
      ) : null}
      <div className="buy-detail">
        <dt>{t('buy.details.total')}</dt>
        <dd data-testid="buy-total" dir="ltr">
          {displayMoney(quote.paymentTotal, locale)}
        </dd>
      </div>
      <div className="buy-detail buy-detail-strong">
        <dt>{t('trade.youReceive')}</dt>
        <dd data-testid="buy-receive" data-value={quote.purchaseAmount.value} dir="ltr">
          {refreshing ? <Spinner size={12} label={t('trade.updatingQuote')} /> : null}
          {displayBuyAmount(quote.purchaseAmount.value, locale)} {symbol}
        </dd>
      </div>
      {provider ? (
        <div className="buy-detail">
          <dt>{t('buy.provider')}</dt>
          <dd>
            {provider.name}{' '}
            <small>
              {translateRich(t, 'buy.details.providerFeeRange', {
                range: <bdi dir="ltr">{provider.feeRange}</bdi>,
              })}
            </small>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
