import {
  fetchBalance,
  followSendToken,
  formatAddress,
  navigate,
  type SendValidationCode,
  setSendAmount,
  setSendAmountUnit,
  setSendMaxAmount,
  setSendReceiver,
  showSnackbar,
} from '@portico/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { BalanceAmount } from '../../components/BalanceAmount.tsx'
import { Button } from '../../components/Button.tsx'
import { CenteredNotice } from '../../components/CenteredNotice.tsx'
import { IconButton } from '../../components/IconButton.tsx'
import { ChevronRightIcon, PasteIcon, SwapUnitsIcon } from '../../components/icons.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import { fieldDecimal, typedDecimal } from '../../utils/typedDecimal.ts'
import { hasPrice, otherUnitAmount } from './sendDisplay.ts'
import { sendStyles } from './sendStyles.ts'
import { leaveSend, useResetSendOnLeave } from './useResetSendOnLeave.ts'

type Field = 'token' | 'amount' | 'receiver'

/** Which field each rule of spec §5 is about (UNSUPPORTED_CHAIN replaces the whole form). */
const FIELD_OF: Record<Exclude<SendValidationCode, 'UNSUPPORTED_CHAIN'>, Field | 'empty'> = {
  TOKEN_REQUIRED: 'token',
  AMOUNT_AND_RECEIVER_REQUIRED: 'empty',
  INVALID_AMOUNT: 'amount',
  TOO_MANY_DECIMALS: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  INSUFFICIENT_FEE: 'amount',
  INVALID_RECEIVER: 'receiver',
  NAME_UNSUPPORTED: 'receiver',
  NAME_RESOLVING: 'receiver',
  NAME_NOT_FOUND: 'receiver',
  NAME_NOT_RESOLVED: 'receiver',
  NAME_CHANGED: 'receiver',
}

/**
 * The Send form (spec §3 Send state): the token (opens SendSelectToken), the amount in tokens or
 * USD (a toggle; the other unit below; Max), the receiver (typed or pasted), and Review, which
 * opens SendPreview. Every rule is core's (`state.validation`, spec §5 words): the field it is
 * about shows it once touched or after Review was pressed, and Review carries it while the form
 * cannot be sent. On a family that cannot send (Bitcoin) it says 'Unsupported chain'.
 */
export function SendView() {
  useStyleSheet(sendStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetSendOnLeave()
  const send = useStoreState(config.stores.send, (state) => state)
  const enabled = useFeatures().send
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces[namespace]?.caipNetwork,
  )
  const [touched, setTouched] = useState<Record<'amount' | 'receiver', boolean>>({
    amount: false,
    receiver: false,
  })
  const [submitted, setSubmitted] = useState(false)
  const [maxBusy, setMaxBusy] = useState(false)
  const [maxTried, setMaxTried] = useState(false)
  const ids = { amount: useId(), receiver: useId(), token: useId(), unit: useId() }
  const refs = {
    token: useRef<HTMLButtonElement>(null),
    amount: useRef<HTMLInputElement>(null),
    receiver: useRef<HTMLInputElement>(null),
  }

  useEffect(() => {
    // The balances the token row and the rules read (cached 30 s by core).
    fetchBalance(config, { namespace }).catch(() => undefined)
  }, [config, namespace])

  // Picks the token, and keeps it in step with the balances, while the form is shown.
  useEffect(() => followSendToken(config), [config])

  const unsupported = send.validation?.code === 'UNSUPPORTED_CHAIN'
  useEffect(() => {
    if (!unsupported) refs.amount.current?.focus()
  }, [unsupported, refs.amount])

  if (!enabled)
    return (
      <CenteredNotice
        title={t('send.off.title')}
        detail={t('send.off.detail')}
        action={{ label: t('send.backToAccount'), onClick: () => leaveSend(config) }}
      />
    )

  if (unsupported)
    return (
      <CenteredNotice
        title={translateError(t, send.validation?.message)}
        alert
        detail={t('send.unsupported.detail', {
          network: network?.name ?? namespaceName(namespace),
        })}
        action={{ label: t('send.backToAccount'), onClick: () => leaveSend(config) }}
      />
    )

  const { token, validation } = send
  const unit = send.amountUnit
  const symbol = token?.symbol ?? ''
  const errorOf = (field: Field): string | undefined => {
    if (!validation || validation.code === 'UNSUPPORTED_CHAIN') return undefined
    const about = FIELD_OF[validation.code]
    const shows = (at: Field) =>
      submitted || (at !== 'token' && touched[at as 'amount' | 'receiver'])
    if (about === 'empty') {
      // 'An amount and receiver address are required': under the first empty one.
      const empty: Field = !send.amountInput?.trim() ? 'amount' : 'receiver'
      return field === empty && shows(field) ? translateError(t, validation.message) : undefined
    }
    return about === field && shows(field) ? translateError(t, validation.message) : undefined
  }
  const errors = {
    token: errorOf('token'),
    amount: errorOf('amount'),
    receiver: errorOf('receiver'),
  }
  const feeNote =
    maxTried && send.fee.status === 'error'
      ? t('send.feeError', { message: translateError(t, send.fee.message) })
      : undefined
  // A transfer with the wallet, on its way, or whose end the network has not told yet.
  const underway =
    send.transfer?.status === 'signing' ||
    send.transfer?.status === 'pending' ||
    send.transfer?.status === 'unknown'

  const touch = (field: 'amount' | 'receiver') =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }))
  const max = async () => {
    setMaxBusy(true)
    setMaxTried(true)
    try {
      await setSendMaxAmount(config)
    } finally {
      setMaxBusy(false)
      touch('amount')
    }
  }
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText()
      setSendReceiver(config, text.trim())
      touch('receiver')
    } catch {
      showSnackbar(config, { message: t('feedback.snackbar.clipboardFailed'), variant: 'error' })
    }
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const current = config.stores.send.getState().validation
    if (current) {
      const about = current.code === 'UNSUPPORTED_CHAIN' ? 'token' : FIELD_OF[current.code]
      const field: Field =
        about === 'empty' ? (!send.amountInput?.trim() ? 'amount' : 'receiver') : about
      refs[field].current?.focus()
      return
    }
    navigate(config, 'SendPreview')
  }

  return (
    <form className="send" noValidate onSubmit={review} aria-label={t('send.form')}>
      {underway ? (
        <div className="alert" data-variant="info">
          <p>{t('send.underway')}</p>
          <Button size="small" onClick={() => navigate(config, 'SendPreview')}>
            {t('send.viewTransfer')}
          </Button>
        </div>
      ) : null}
      <div className="send-card">
        <span className="send-label" id={ids.token}>
          {t('send.token')}
        </span>
        <button
          ref={refs.token}
          type="button"
          className="send-token"
          aria-labelledby={`${ids.token} ${ids.token}-value`}
          aria-describedby={errors.token ? `${ids.token}-error` : undefined}
          data-testid="send-token"
          onClick={() => navigate(config, 'SendSelectToken')}
        >
          {token ? (
            <TokenImage symbol={token.symbol} name={token.name} src={token.iconUrl} size={36} />
          ) : null}
          <span className="send-token-text" id={`${ids.token}-value`}>
            <span className="send-token-symbol">
              {token ? token.symbol : t('send.selectToken')}
            </span>
            {token ? (
              <span className="send-token-balance" data-testid="send-token-balance">
                {translateRich(t, 'send.balance', {
                  balance: <BalanceAmount balance={token.quantity.numeric} symbol={token.symbol} />,
                })}
              </span>
            ) : null}
          </span>
          <ChevronRightIcon className="send-token-chevron" width={18} height={18} />
        </button>
        <p className="send-field-error" id={`${ids.token}-error`} aria-live="polite">
          {errors.token}
        </p>
      </div>
      <div className="send-card">
        <div className="send-card-head">
          <label className="send-label" htmlFor={ids.amount}>
            {t('send.amount')}
          </label>
          <Button
            size="small"
            disabled={!token}
            loading={maxBusy}
            aria-label={token ? t('send.maxLabel', { symbol: token.symbol }) : t('send.max')}
            onClick={max}
          >
            {t('send.max')}
          </Button>
        </div>
        <div className="send-amount">
          <input
            ref={refs.amount}
            id={ids.amount}
            className="send-amount-input"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            // Typed the locale's way ('0,5' in German), kept by core as a decimal ('0.5').
            value={fieldDecimal(send.amountInput ?? '', locale)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`${ids.unit} ${ids.amount}-error`}
            onChange={(event) => setSendAmount(config, typedDecimal(event.target.value, locale))}
            onBlur={() => touch('amount')}
          />
          <span className="send-unit" id={ids.unit} data-testid="send-amount-unit">
            {unit === 'usd' ? 'USD' : symbol}
          </span>
        </div>
        <div className="send-amount-foot">
          <button
            type="button"
            className="send-toggle"
            disabled={!hasPrice(token)}
            aria-label={
              !hasPrice(token)
                ? t('send.noPriceLabel')
                : unit === 'usd'
                  ? t('send.enterInToken', {
                      symbol,
                      amount: otherUnitAmount(send, locale, { exact: true }),
                    })
                  : t('send.enterInUsd', { amount: otherUnitAmount(send, locale) })
            }
            onClick={() => setSendAmountUnit(config, unit === 'usd' ? 'token' : 'usd')}
          >
            <SwapUnitsIcon />
            <span data-testid="send-amount-other">
              {!hasPrice(token) ? (
                t('send.noPrice')
              ) : unit === 'usd' ? (
                <>
                  ≈{' '}
                  <Amount
                    value={send.sendTokenAmount ?? '0'}
                    shown={displayQuantity(send.sendTokenAmount ?? '0')}
                    symbol={symbol}
                  />
                </>
              ) : (
                <>
                  ≈ <bdi dir="ltr">{otherUnitAmount(send, locale)}</bdi>
                </>
              )}
            </span>
          </button>
        </div>
        <p className="send-field-error" id={`${ids.amount}-error`} aria-live="polite">
          {errors.amount ?? feeNote}
        </p>
      </div>
      <div className="send-card">
        <label className="send-label" htmlFor={ids.receiver}>
          {t('send.to')}
        </label>
        <div className="send-receiver">
          <input
            ref={refs.receiver}
            id={ids.receiver}
            className="send-receiver-input"
            placeholder={t('send.receiverPlaceholder', { family: namespaceName(namespace) })}
            // An address is written left to right in every language.
            dir="ltr"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={send.receiverAddress ?? ''}
            aria-invalid={errors.receiver ? true : undefined}
            aria-describedby={`${ids.receiver}-error`}
            onChange={(event) => setSendReceiver(config, event.target.value)}
            onBlur={() => touch('receiver')}
          />
          <IconButton label={t('send.paste')} onClick={paste}>
            <PasteIcon />
          </IconButton>
        </div>
        {send.receiverName?.status === 'resolved' && send.receiverName.address ? (
          // A name: the address it resolved to, beside it, before anything is sent.
          <p
            className="send-field-note"
            title={send.receiverName.address}
            data-testid="send-receiver-resolved"
          >
            {t('send.nameResolvesTo', { address: formatAddress(send.receiverName.address) })}
          </p>
        ) : send.receiverProfileName && !errors.receiver ? (
          <p className="send-field-note" data-testid="send-receiver-name">
            {send.receiverProfileName}
          </p>
        ) : null}
        <p className="send-field-error" id={`${ids.receiver}-error`} aria-live="polite">
          {errors.receiver}
        </p>
      </div>
      <Button
        type="submit"
        variant="primary"
        block
        aria-disabled={validation ? true : undefined}
        data-testid="send-review"
      >
        {validation ? translateError(t, validation.message) : t('send.review')}
      </Button>
    </form>
  )
}
