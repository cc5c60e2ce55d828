import {
  getBuyCurrencies,
  ONRAMP_MESSAGES,
  type OnrampValidationCode,
  openBuyCheckout,
  setBuyAmount,
  setBuyPaymentCurrency,
  setBuyPaymentMethod,
  setBuyProvider,
  setBuyPurchaseCurrency,
  startBuy,
} from '@portico/core'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { Button } from '../../components/Button.tsx'
import { CenteredNotice } from '../../components/CenteredNotice.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { fieldDecimal, typedDecimal } from '../../utils/typedDecimal.ts'
import { BuyCheckout } from './BuyCheckout.tsx'
import { BuyQuoteDetails } from './BuyQuoteDetails.tsx'
import { displayBuyAmount, paymentMethodLabel } from './buyDisplay.ts'
import { buyStyles } from './buyStyles.ts'
import { leaveBuy, useResetBuyOnLeave } from './useResetBuyOnLeave.ts'

/** Rules said under the amount as soon as something is typed. */
const AMOUNT_RULES: ReadonlySet<OnrampValidationCode> = new Set([
  'INVALID_AMOUNT',
  'TOO_MANY_DECIMALS',
  'BELOW_MINIMUM',
  'ABOVE_MAXIMUM',
])

/**
 * The Buy (on-ramp) form: what to buy among the active network's purchase currencies, the fiat
 * currency and payment method (their limits said beside the amount and enforced before any
 * request), the live quote (network fee, subtotal, total, amount received), and Continue, which
 * opens the provider's checkout in a new window (`openBuyCheckout`, in the click). Then it
 * follows the checkout (`BuyCheckout`). Every rule and figure is core's (`stores.onramp`).
 */
export function BuyView() {
  useStyleSheet(buyStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetBuyOnLeave()
  const onramp = useStoreState(config.stores.onramp, (state) => state)
  const enabled = useFeatures().onramp
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces[namespace]?.caipNetwork,
  )
  const amountRef = useRef<HTMLInputElement>(null)
  const ids = {
    currency: useId(),
    fiat: useId(),
    method: useId(),
    provider: useId(),
    amount: useId(),
    limits: useId(),
    error: useId(),
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new network is the trigger
  useEffect(() => {
    // BUY_OPENED, the balances read again and the options, however Buy was opened.
    if (enabled) void startBuy(config)
  }, [config, enabled, network?.caipNetworkId])

  const ready = onramp.options.status === 'ready'
  useEffect(() => {
    if (ready) amountRef.current?.focus()
  }, [ready])

  if (!enabled)
    return (
      <CenteredNotice
        title={t('buy.off.title')}
        detail={t('buy.off.detail')}
        action={{ label: t('trade.backToAccount'), onClick: () => leaveBuy(config) }}
      />
    )

  if (!ready)
    return (
      <div className="center">
        <Spinner size={28} label={t('buy.loading')} />
      </div>
    )

  if (onramp.checkout) return <BuyCheckout />

  const currencies = getBuyCurrencies(config, {
    purchaseCurrencies: onramp.purchaseCurrencies,
    network,
  })
  if (onramp.validation?.code === 'UNSUPPORTED_NETWORK' || currencies.length === 0)
    return (
      <CenteredNotice
        title={translateError(
          t,
          ONRAMP_MESSAGES.UNSUPPORTED_NETWORK(network?.name ?? 'this network'),
        )}
        alert
        titleTestId="buy-unsupported"
        detail={t('buy.unsupported.detail')}
        action={{ label: t('trade.backToAccount'), onClick: () => leaveBuy(config) }}
      />
    )

  const { validation, quote, paymentCurrency, purchaseCurrency, paymentMethod } = onramp
  const methods = paymentCurrency?.payment_method_limits ?? []
  const limits = methods.find((limit) => limit.id === paymentMethod)
  const typed = (onramp.amountInput ?? '').trim() !== ''
  const amountError =
    validation && AMOUNT_RULES.has(validation.code) && typed
      ? translateError(t, validation.message)
      : undefined
  const indicative =
    (onramp.options.status === 'ready' && onramp.options.indicative) ||
    (quote.status === 'ready' && quote.indicative)
  const shown = quote.status === 'ready' || quote.status === 'loading' ? quote.quote : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // In the submit: the checkout window opens in the visitor's click (popup blockers).
    if (config.stores.onramp.getState().validation) {
      amountRef.current?.focus()
      return
    }
    void openBuyCheckout(config)
  }
  const buttonLabel = validation
    ? translateError(t, validation.message)
    : quote.status === 'loading'
      ? t('trade.gettingQuote')
      : t('buy.continue')

  return (
    <form className="buy" noValidate onSubmit={submit} aria-label={t('buy.form')}>
      {indicative ? (
        <p className="alert buy-note" data-variant="info" data-testid="buy-indicative">
          {t('feedback.onramp.indicative')}
        </p>
      ) : null}
      <div className="buy-field">
        <label htmlFor={ids.currency}>{t('buy.currency')}</label>
        <select
          id={ids.currency}
          className="buy-select"
          value={purchaseCurrency?.id ?? ''}
          onChange={(event) => setBuyPurchaseCurrency(config, event.target.value)}
          data-testid="buy-currency"
        >
          {currencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.symbol} · {currency.name}
            </option>
          ))}
        </select>
      </div>
      <div className="buy-row">
        <div className="buy-field">
          <label htmlFor={ids.fiat}>{t('buy.payIn')}</label>
          <select
            id={ids.fiat}
            className="buy-select"
            value={paymentCurrency?.id ?? ''}
            onChange={(event) => setBuyPaymentCurrency(config, event.target.value)}
            data-testid="buy-fiat"
          >
            {onramp.paymentCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </select>
        </div>
        {onramp.providers.length > 1 ? (
          <div className="buy-field">
            <label htmlFor={ids.provider}>{t('buy.provider')}</label>
            <select
              id={ids.provider}
              className="buy-select"
              value={onramp.selectedProvider?.id ?? ''}
              onChange={(event) => setBuyProvider(config, event.target.value)}
            >
              {onramp.providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name} ({provider.feeRange})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <fieldset className="buy-methods">
        <legend id={ids.method}>{t('buy.paymentMethod')}</legend>
        {methods.map((limit) => (
          <label
            key={limit.id}
            className="buy-method"
            data-state={limit.id === paymentMethod ? 'checked' : 'unchecked'}
          >
            <input
              type="radio"
              name={ids.method}
              value={limit.id}
              checked={limit.id === paymentMethod}
              onChange={() => setBuyPaymentMethod(config, limit.id)}
            />
            {paymentMethodLabel(t, limit.id)}
          </label>
        ))}
      </fieldset>
      <div className="buy-field">
        <label htmlFor={ids.amount}>
          {t('buy.amount', { currency: paymentCurrency?.id ?? '' })}
        </label>
        <input
          ref={amountRef}
          id={ids.amount}
          className="buy-amount-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0)}
          value={fieldDecimal(onramp.amountInput ?? '', locale)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${ids.limits} ${ids.error}`}
          onChange={(event) => setBuyAmount(config, typedDecimal(event.target.value, locale))}
          data-testid="buy-amount"
        />
        <p className="buy-hint" id={ids.limits} data-testid="buy-limits">
          {limits && paymentCurrency
            ? t('buy.limits', {
                method: paymentMethodLabel(t, limits.id),
                min: displayBuyAmount(limits.min, locale),
                max: displayBuyAmount(limits.max, locale),
                currency: paymentCurrency.id,
              })
            : ''}
        </p>
        <p className="buy-error" id={ids.error} role="alert" data-testid="buy-amount-error">
          {amountError}
        </p>
      </div>
      <p className="buy-error" role="alert" data-testid="buy-quote-error">
        {quote.status === 'error' ? translateError(t, quote.message) : ''}
      </p>
      {shown && purchaseCurrency ? (
        <BuyQuoteDetails
          quote={shown}
          symbol={purchaseCurrency.symbol}
          refreshing={quote.status === 'loading'}
          provider={onramp.selectedProvider}
        />
      ) : null}
      <Button
        type="submit"
        variant="primary"
        block
        aria-disabled={validation || quote.status === 'loading' ? true : undefined}
        data-testid="buy-continue"
      >
        {buttonLabel}
      </Button>
    </form>
  )
}
