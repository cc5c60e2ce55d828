import type { SwapQuote } from '@portico/core'
import { useId, useState } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { SwapSlippage } from './SwapSlippage.tsx'
import { displayImpact, displayPercent, displaySwapUsd } from './swapDisplay.ts'

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
  const { t, locale } = useI18n()
  const route = quote.route.map((hop) => hop.symbol ?? `${hop.address.slice(-42, -36)}…`)
  const [open, setOpen] = useState(false)
  const panel = useId()
  return (
    <>
      <dl className="swap-details" data-testid="swap-details" aria-busy={refreshing || undefined}>
        <div className="swap-detail">
          <dt>{t('swap.details.rate')}</dt>
          <dd data-testid="swap-rate">
            {refreshing ? <Spinner size={12} label={t('trade.updatingQuote')} /> : null}
            {/* Symbols and figures read left to right in every language. */}
            <bdi dir="ltr">
              {translateRich(
                t,
                'swap.details.rateValue',
                {
                  rate: (
                    <Amount
                      value={quote.rate}
                      shown={displayQuantity(quote.rate)}
                      symbol={toSymbol}
                    />
                  ),
                },
                { one: new Intl.NumberFormat(locale).format(1), from: fromSymbol },
              )}
            </bdi>
          </dd>
        </div>
        <div
          className="swap-detail"
          data-impact={quote.priceImpact >= HIGH_IMPACT ? 'high' : undefined}
        >
          <dt>{t('swap.details.priceImpact')}</dt>
          <dd data-testid="swap-impact" dir="ltr">
            {displayImpact(quote.priceImpact, locale)}
          </dd>
        </div>
        <div className="swap-detail">
          <dt>{t('trade.networkFee')}</dt>
          <dd data-testid="swap-fee">
            <Amount
              value={quote.fee.value}
              shown={displayQuantity(quote.fee.value)}
              symbol={quote.fee.symbol}
            />
            {quote.fee.valueInUSD !== undefined ? (
              <small>
                {translateRich(t, 'trade.about', {
                  value: <bdi dir="ltr">{displaySwapUsd(quote.fee.valueInUSD, locale)}</bdi>,
                })}
              </small>
            ) : null}
          </dd>
        </div>
        <div className="swap-detail">
          <dt>{t('swap.details.minimumReceived')}</dt>
          <dd data-testid="swap-minimum" title={`${quote.minimumToAmount} ${toSymbol}`}>
            <Amount
              value={quote.minimumToAmount}
              shown={displayQuantity(quote.minimumToAmount)}
              symbol={toSymbol}
            />
          </dd>
        </div>
        <div className="swap-detail">
          <dt>{t('swap.details.route')}</dt>
          <dd data-testid="swap-route" dir="ltr">
            {route.join(' → ')}
          </dd>
        </div>
        <div className="swap-detail">
          <dt>{t('swap.details.slippage')}</dt>
          <dd>
            <span data-testid="swap-slippage" dir="ltr">
              {displayPercent(quote.slippage, locale)}
            </span>
            {editableSlippage ? (
              <button
                type="button"
                className="swap-link"
                aria-expanded={open}
                aria-controls={open ? panel : undefined}
                aria-label={
                  open ? t('swap.details.closeSlippage') : t('swap.details.changeSlippage')
                }
                onClick={() => setOpen((current) => !current)}
              >
                {open ? t('trade.done') : t('swap.details.change')}
              </button>
            ) : null}
          </dd>
        </div>
      </dl>
      {editableSlippage && open ? <SwapSlippage id={panel} /> : null}
    </>
  )
}
