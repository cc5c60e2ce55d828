import {
  getBuyCurrencies,
  ONRAMP_MESSAGES,
  type OnrampValidationCode,
  openBuyCheckout,
  paymentMethodName,
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
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { BuyCheckout } from './BuyCheckout.tsx'
import { BuyQuoteDetails } from './BuyQuoteDetails.tsx'
import { displayBuyAmount } from './buyDisplay.ts'
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
        title="Buying is turned off"
        detail="This app does not offer buying crypto from the wallet window."
        action={{ label: 'Back to account', onClick: () => leaveBuy(config) }}
      />
    )

  if (!ready)
    return (
      <div className="center">
        <Spinner size={28} label="Loading what you can buy" />
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
        title={ONRAMP_MESSAGES.UNSUPPORTED_NETWORK(network?.name ?? 'this network')}
        alert
        titleTestId="buy-unsupported"
        detail="Switch to another network to buy."
        action={{ label: 'Back to account', onClick: () => leaveBuy(config) }}
      />
    )

  const { validation, quote, paymentCurrency, purchaseCurrency, paymentMethod } = onramp
  const methods = paymentCurrency?.payment_method_limits ?? []
  const limits = methods.find((limit) => limit.id === paymentMethod)
  const typed = (onramp.amountInput ?? '').trim() !== ''
  const amountError =
    validation && AMOUNT_RULES.has(validation.code) && typed ? validation.message : undefined
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
    ? validation.message
    : quote.status === 'loading'
      ? 'Getting a quote…'
      : 'Continue to checkout'

  return (
    <form className="buy" noValidate onSubmit={submit} aria-label="Buy crypto">
      {indicative ? (
        <p className="alert buy-note" data-variant="info" data-testid="buy-indicative">
          {ONRAMP_MESSAGES.INDICATIVE}
        </p>
      ) : null}
      <div className="buy-field">
        <label htmlFor={ids.currency}>Buy</label>
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
          <label htmlFor={ids.fiat}>Pay in</label>
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
            <label htmlFor={ids.provider}>Provider</label>
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
        <legend id={ids.method}>Payment method</legend>
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
            {paymentMethodName(limit.id)}
          </label>
        ))}
      </fieldset>
      <div className="buy-field">
        <label htmlFor={ids.amount}>Amount ({paymentCurrency?.id ?? ''})</label>
        <input
          ref={amountRef}
          id={ids.amount}
          className="buy-amount-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.00"
          value={onramp.amountInput ?? ''}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${ids.limits} ${ids.error}`}
          onChange={(event) => setBuyAmount(config, event.target.value)}
          data-testid="buy-amount"
        />
        <p className="buy-hint" id={ids.limits} data-testid="buy-limits">
          {limits && paymentCurrency
            ? `${paymentMethodName(limits.id)}: ${displayBuyAmount(limits.min)} to ${displayBuyAmount(limits.max)} ${paymentCurrency.id}`
            : ''}
        </p>
        <p className="buy-error" id={ids.error} role="alert" data-testid="buy-amount-error">
          {amountError}
        </p>
      </div>
      <p className="buy-error" role="alert" data-testid="buy-quote-error">
        {quote.status === 'error' ? quote.message : ''}
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
