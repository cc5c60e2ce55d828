import {
  fetchBalance,
  flipSwapTokens,
  getSwapTokens,
  loadSwapTokens,
  navigate,
  type SwapValidationCode,
  setSwapAmount,
} from '@portico/core'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { BalanceAmount } from '../../components/BalanceAmount.tsx'
import { Button } from '../../components/Button.tsx'
import { CenteredNotice } from '../../components/CenteredNotice.tsx'
import { IconButton } from '../../components/IconButton.tsx'
import { SwapUnitsIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { fieldDecimal, typedDecimal } from '../../utils/typedDecimal.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapTokenButton } from './SwapTokenButton.tsx'
import { displaySwapUsd, swapTokenKey } from './swapDisplay.ts'
import { swapStyles } from './swapStyles.ts'
import { leaveSwap, useResetSwapOnLeave } from './useResetSwapOnLeave.ts'

/** Rules shown under the amount once it was touched (the others are on the Review button). */
const AMOUNT_RULES: ReadonlySet<SwapValidationCode> = new Set([
  'INVALID_AMOUNT',
  'TOO_MANY_DECIMALS',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FEE',
])

/**
 * The Swap form: the token to pay (opens SwapSelectToken) and the amount, a button that swaps
 * the two sides, the token to receive with the live quote's amount, and the quote's details
 * (rate, price impact, network fee, minimum received, route, slippage). Every rule and the quote
 * are core's (`stores.swap`); Review opens SwapPreview. Outside the networks the service swaps
 * on it says 'Network not supported for Swaps'.
 */
export function SwapView() {
  useStyleSheet(swapStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetSwapOnLeave()
  const swap = useStoreState(config.stores.swap, (state) => state)
  const enabled = useFeatures().swaps
  const account = useStoreState(config.stores.account, (state) => state.namespaces.eip155)
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces.eip155?.caipNetwork,
  )
  const activeNamespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const tokens = useMemo(
    () => getSwapTokens(config, { tokens: swap.tokens, account, network }),
    [config, swap.tokens, account, network],
  )
  const [touched, setTouched] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  const ids = { amount: useId(), receive: useId() }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new network or family is the trigger
  useEffect(() => {
    // The network's tokens (once per network) and the balances the pickers and rules read.
    void loadSwapTokens(config)
    fetchBalance(config, { namespace: 'eip155' }).catch(() => undefined)
  }, [config, network?.caipNetworkId, activeNamespace])

  const unsupported = swap.validation?.code === 'UNSUPPORTED_NETWORK'
  const ready = swap.tokens.status === 'ready'
  useEffect(() => {
    // The amount is what the visitor types first, once the form is there.
    if (ready && !unsupported && enabled) amountRef.current?.focus()
  }, [ready, unsupported, enabled])

  if (!enabled)
    return (
      <CenteredNotice
        title={t('swap.off.title')}
        detail={t('swap.off.detail')}
        action={{ label: t('trade.backToAccount'), onClick: () => leaveSwap(config) }}
      />
    )

  if (unsupported)
    return (
      <CenteredNotice
        title={translateError(t, swap.validation?.message)}
        alert
        titleTestId="swap-unsupported"
        detail={
          network
            ? t('swap.unsupported.detail', { network: network.name })
            : t('swap.unsupported.detailThisNetwork')
        }
        action={{ label: t('trade.backToAccount'), onClick: () => leaveSwap(config) }}
      />
    )

  if (swap.tokens.status === 'error')
    return (
      <CenteredNotice
        title={translateError(t, swap.tokens.message)}
        alert
        action={{ label: t('trade.tryAgain'), onClick: () => void loadSwapTokens(config) }}
      />
    )

  if (swap.tokens.status !== 'ready')
    return (
      <div className="center">
        <Spinner size={28} label={t('swap.loadingTokens')} />
      </div>
    )

  const { fromToken, toToken, validation, quote } = swap
  const held = (address: string | undefined) =>
    tokens.find((token) => address && swapTokenKey(token) === address.toLowerCase())
  const fromHeld = held(fromToken?.address)
  const toHeld = held(toToken?.address)
  const shown = quote.status === 'ready' || quote.status === 'loading' ? quote.quote : undefined
  const amountError =
    validation && AMOUNT_RULES.has(validation.code) && (touched || submitted)
      ? translateError(t, validation.message)
      : undefined
  const underway =
    swap.confirmation !== undefined &&
    swap.confirmation.status !== 'confirmed' &&
    swap.confirmation.status !== 'failed'

  const review = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const current = config.stores.swap.getState()
    if (current.validation) {
      if (
        AMOUNT_RULES.has(current.validation.code) ||
        current.validation.code === 'AMOUNT_REQUIRED'
      )
        amountRef.current?.focus()
      return
    }
    if (current.quote.status === 'ready') navigate(config, 'SwapPreview')
  }
  const buttonLabel = validation
    ? translateError(t, validation.message)
    : quote.status === 'error'
      ? translateError(t, quote.message)
      : quote.status === 'ready'
        ? t('swap.review')
        : t('trade.gettingQuote')
  const zero = new Intl.NumberFormat(locale).format(0)
  const balance = (token: { balance?: string | undefined; symbol: string }) =>
    translateRich(t, 'swap.balance', {
      balance: <BalanceAmount balance={token.balance} symbol={token.symbol} />,
    })

  return (
    <form className="swap" noValidate onSubmit={review} aria-label={t('swap.form')}>
      {underway ? (
        <div className="alert" data-variant="info">
          <p>{t('swap.underway')}</p>
          <Button size="small" onClick={() => navigate(config, 'SwapPreview')}>
            {t('swap.viewSwap')}
          </Button>
        </div>
      ) : null}
      <div className="swap-card">
        <div className="swap-card-head">
          <label className="swap-label" htmlFor={ids.amount}>
            {t('trade.youPay')}
          </label>
          {fromHeld ? <span data-testid="swap-from-balance">{balance(fromHeld)}</span> : null}
        </div>
        <div className="swap-row">
          <input
            ref={amountRef}
            id={ids.amount}
            className="swap-amount-input"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder={zero}
            value={fieldDecimal(swap.amountInput ?? '', locale)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${ids.amount}-error`}
            onChange={(event) => setSwapAmount(config, typedDecimal(event.target.value, locale))}
            onBlur={() => setTouched(true)}
          />
          <SwapTokenButton side="from" token={fromToken} />
        </div>
        <div className="swap-card-foot">
          <span data-testid="swap-from-usd" dir="ltr">
            {displaySwapUsd(shown?.fromAmountInUSD, locale) ?? ''}
          </span>
        </div>
        <p className="swap-error" id={`${ids.amount}-error`} aria-live="polite">
          {amountError}
        </p>
      </div>
      <div className="swap-flip">
        <IconButton
          label={t('swap.flip')}
          disabled={!fromToken && !toToken}
          onClick={() => flipSwapTokens(config)}
        >
          <SwapUnitsIcon />
        </IconButton>
      </div>
      <div className="swap-card">
        <div className="swap-card-head">
          <span className="swap-label" id={ids.receive}>
            {t('trade.youReceive')}
          </span>
          {toHeld ? <span>{balance(toHeld)}</span> : null}
        </div>
        <div className="swap-row">
          <output
            className="swap-amount-out"
            aria-labelledby={ids.receive}
            data-state={quote.status}
            data-testid="swap-to-amount"
          >
            {shown ? (
              <Amount value={shown.toAmount} shown={displayQuantity(shown.toAmount)} />
            ) : quote.status === 'loading' ? (
              '…'
            ) : (
              zero
            )}
          </output>
          <SwapTokenButton side="to" token={toToken} />
        </div>
        <div className="swap-card-foot">
          <span data-testid="swap-to-usd" dir="ltr">
            {displaySwapUsd(shown?.toAmountInUSD, locale) ?? ''}
          </span>
        </div>
      </div>
      <p className="swap-error" aria-live="polite" data-testid="swap-quote-error">
        {quote.status === 'error' ? translateError(t, quote.message) : ''}
      </p>
      {shown && fromToken && toToken ? (
        <SwapQuoteDetails
          quote={shown}
          fromSymbol={fromToken.symbol}
          toSymbol={toToken.symbol}
          refreshing={quote.status === 'loading'}
          editableSlippage
        />
      ) : null}
      <Button
        type="submit"
        variant="primary"
        block
        aria-disabled={validation || quote.status !== 'ready' ? true : undefined}
        data-testid="swap-review"
      >
        {buttonLabel}
      </Button>
    </form>
  )
}
