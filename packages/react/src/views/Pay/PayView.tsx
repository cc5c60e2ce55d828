import {
  closeModal,
  followPayment,
  formatAddress,
  payWithExchange,
  payWithWallet,
  retryPay,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button.tsx'
import { CenteredNotice } from '../../components/CenteredNotice.tsx'
import { AlertIcon, CheckIcon, ExternalLinkIcon } from '../../components/icons.tsx'
import { ListItem } from '../../components/ListItem.tsx'
import { NetworkImage } from '../../components/NetworkImage.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { useBusyStep } from '../../hooks/useBusyStep.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { localizeFigure } from '../../utils/localizeFigure.ts'
import { ExchangeImage } from './ExchangeImage.tsx'
import { payStyles } from './payStyles.ts'

/**
 * Pay (issue #19): what the dApp asks (amount, token and its icon, network, the recipient as
 * 4 + 6 characters with the full address a keystroke away), then two ways to pay:
 * - from the connected wallet (`payWithWallet`): 'Connect a wallet' opens Connect (wallets
 *   only) and comes back; on another network the wallet is asked to switch first; the fee is
 *   estimated as Send's;
 * - from an exchange (`payWithExchange`), listed from the server: its window opens in the
 *   click, and the view waits for it, then for the chain.
 * Progress is announced in a live region; a failure or 'nothing was paid' is an alert.
 */
export function PayView() {
  useStyleSheet(payStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  const pay = useStoreState(config.stores.pay, (state) => state)
  const { request, token, fee, exchanges, status, error, result } = pay
  const namespace = request?.network.chainNamespace ?? 'eip155'
  const connected = useStoreState(
    config.stores.connection,
    (state) => state.namespaces[namespace]?.status === 'connected',
  )
  const walletNetwork = useStoreState(
    config.stores.network,
    (state) => state.namespaces[namespace]?.caipNetwork?.caipNetworkId,
  )
  const [busy, run] = useBusyStep()
  const summaryRef = useRef<HTMLDivElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The token, the exchanges, and the fee as the wallet is now, while the view is shown.
    const stop = followPayment(config)
    summaryRef.current?.focus()
    return stop
  }, [config])
  const tokenReady = token.status === 'ready'
  useEffect(() => {
    if (status === 'confirmed' || status === 'failed' || status === 'unknown')
      resultRef.current?.querySelector<HTMLElement>('[data-result-action]')?.focus()
  }, [status])

  if (!request)
    return (
      <CenteredNotice
        title={t('pay.none.title')}
        detail={t('pay.none.detail')}
        action={{ label: t('trade.close'), onClick: () => closeModal(config) }}
      />
    )

  const { network, recipient, amount } = request
  const symbol = token.status === 'ready' ? token.token.symbol : ''
  const onNetwork = walletNetwork === network.caipNetworkId
  const idle = status === 'idle'
  // The amount asked for, every digit, in the locale's separators.
  const exactAmount = localizeFigure(amount, locale)
  const walletLabel = !connected
    ? t('pay.connectToPay')
    : onNetwork
      ? t('pay.fromWallet', { amount: exactAmount, symbol })
      : t('pay.switchAndPay', { network: network.name })

  return (
    <div className="pay" data-status={status}>
      <div className="pay-summary" ref={summaryRef} tabIndex={-1}>
        {token.status === 'ready' ? (
          <TokenImage symbol={symbol} name={token.token.name} src={token.token.iconUrl} size={44} />
        ) : null}
        <p className="muted">{status === 'confirmed' ? t('trade.youPaid') : t('pay.pay')}</p>
        <p className="pay-amount" data-testid="pay-amount" dir="ltr">
          {token.status === 'ready' ? (
            `${localizeFigure(displayQuantity(amount), locale)} ${symbol}`
          ) : token.status === 'error' ? (
            exactAmount
          ) : (
            <Spinner size={20} label={t('pay.readingToken')} />
          )}
        </p>
        {token.status === 'ready' && isRounded(amount) ? (
          <p className="muted">{t('pay.exactly', { amount: exactAmount, symbol })}</p>
        ) : null}
      </div>
      <dl className="pay-details">
        <div className="pay-detail">
          <dt>{t('pay.to')}</dt>
          <dd title={recipient} data-testid="pay-recipient" dir="ltr">
            <span aria-hidden="true">{formatAddress(recipient)}</span>
            <span className="sr-only">{recipient}</span>
          </dd>
        </div>
        <div className="pay-detail">
          <dt>{t('pay.network')}</dt>
          <dd data-testid="pay-network">
            <NetworkImage network={network} size={20} />
            {network.name}
          </dd>
        </div>
        {connected && onNetwork && idle ? (
          <div className="pay-detail">
            <dt>{t('trade.networkFee')}</dt>
            <dd data-testid="pay-fee" dir="ltr">
              {fee.status === 'ready' ? (
                `${localizeFigure(displayQuantity(fee.value), locale)} ${fee.symbol}`
              ) : fee.status === 'loading' ? (
                <Spinner size={14} label={t('pay.estimatingFee')} />
              ) : fee.status === 'error' ? (
                t('pay.feeUnknown')
              ) : (
                '—'
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <details className="pay-recipient">
        <summary>{t('pay.fullRecipient')}</summary>
        <code data-testid="pay-recipient-full" dir="ltr">
          {recipient}
        </code>
      </details>

      <div role="status" aria-live="polite" data-testid="pay-status">
        {status === 'signing' ? (
          <div className="pay-result" data-status="signing">
            <Spinner size={28} />
            <p className="pay-result-title">{t('pay.confirmInWallet')}</p>
          </div>
        ) : status === 'pending' ? (
          <div className="pay-result" data-status="pending">
            <Spinner size={28} />
            <p className="pay-result-title">{t('pay.pending.title')}</p>
            <p className="muted">{t('pay.pending.detail')}</p>
          </div>
        ) : status === 'waiting' ? (
          <div className="pay-result" data-status="waiting">
            <Spinner size={28} />
            <p className="pay-result-title">{t('pay.waiting.title')}</p>
            <p className="muted">{t('pay.waiting.detail')}</p>
          </div>
        ) : status === 'confirming' ? (
          <div className="pay-result" data-status="confirming">
            <Spinner size={28} />
            <p className="pay-result-title">{t('pay.confirming')}</p>
          </div>
        ) : status === 'unknown' ? (
          <div className="pay-result" data-status="unknown">
            <span className="pay-result-icon">
              <AlertIcon />
            </span>
            <p className="pay-result-title">{t('pay.unknown')}</p>
          </div>
        ) : status === 'confirmed' && result ? (
          <div className="pay-result" data-status="confirmed">
            <span className="pay-result-icon">
              <CheckIcon />
            </span>
            <p className="pay-result-title">{t('pay.confirmed')}</p>
            <p className="muted pay-hash" data-testid="pay-hash" dir="ltr">
              {result.txHash}
            </p>
          </div>
        ) : null}
      </div>
      {status === 'failed' ? (
        <div className="pay-result" data-status="failed" role="alert">
          <span className="pay-result-icon">
            <AlertIcon />
          </span>
          <p className="pay-result-title">{t('pay.failed')}</p>
          {error ? <p className="muted">{translateError(t, error)}</p> : null}
        </div>
      ) : error ? (
        <p className="pay-error" role="alert" data-testid="pay-error">
          {translateError(t, error)}
        </p>
      ) : null}

      <div className="pay-actions" ref={resultRef}>
        {status === 'confirmed' || status === 'failed' || status === 'unknown' ? (
          <>
            {pay.explorerUrl ? (
              <a
                className="btn btn-block"
                href={pay.explorerUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLinkIcon width={18} height={18} />
                {network.blockExplorers
                  ? t('trade.viewOn', { explorer: network.blockExplorers.default.name })
                  : t('trade.viewOnExplorer')}
              </a>
            ) : null}
            {status === 'unknown' ? (
              // Asks the network again about the same transaction: it is never paid twice.
              <Button
                data-result-action
                variant="primary"
                block
                aria-disabled={busy ? true : undefined}
                onClick={() => {
                  if (!busy) void run(() => retryPay(config))
                }}
              >
                {t('trade.checkAgain')}
              </Button>
            ) : (
              <Button data-result-action variant="primary" block onClick={() => closeModal(config)}>
                {status === 'confirmed' ? t('trade.done') : t('trade.close')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button
              variant="primary"
              block
              aria-disabled={!tokenReady || !idle || busy ? true : undefined}
              loading={status === 'signing' || status === 'pending'}
              onClick={() => {
                if (tokenReady && idle && !busy) void run(() => payWithWallet(config))
              }}
            >
              {walletLabel}
            </Button>
            {exchanges.status === 'ready' && exchanges.items.length > 0 ? (
              <fieldset className="pay-exchanges" disabled={!tokenReady || !idle}>
                <legend>{t('pay.exchanges.legend')}</legend>
                {exchanges.items.map((exchange) => (
                  <ListItem
                    key={exchange.id}
                    label={exchange.name}
                    image={<ExchangeImage exchange={exchange} size={32} />}
                    chevron
                    onClick={() => {
                      // In the click itself: the exchange's window opens before any await.
                      void run(() => payWithExchange(config, { exchangeId: exchange.id }))
                    }}
                  />
                ))}
              </fieldset>
            ) : exchanges.status === 'loading' ? (
              <Spinner size={18} label={t('pay.exchanges.loading')} />
            ) : exchanges.status === 'error' ? (
              <p className="muted" data-testid="pay-exchanges-error">
                {t('pay.exchanges.error', { message: translateError(t, exchanges.message) })}
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

/** The shown quantity rounds the amount away: the exact one is said under it. */
function isRounded(amount: string): boolean {
  const trimmed = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value)
  return trimmed(displayQuantity(amount).replace(/,/g, '')) !== trimmed(amount)
}
