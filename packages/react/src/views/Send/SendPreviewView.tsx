import {
  estimateSendFee,
  formatAddress,
  goBack,
  type Network,
  retrySend,
  SEND_MESSAGES,
  type SendState,
  sendTokens,
} from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { Button } from '../../components/Button.tsx'
import { CenteredNotice } from '../../components/CenteredNotice.tsx'
import { AlertIcon, CheckIcon, ExternalLinkIcon } from '../../components/icons.tsx'
import { NetworkImage } from '../../components/NetworkImage.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { useAccount } from '../../hooks/useAccount.ts'
import { useBusyStep } from '../../hooks/useBusyStep.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { displayExactAmount } from '../../utils/exactAmount.ts'
import { localizeFigure } from '../../utils/localizeFigure.ts'
import { displayUsd } from './sendDisplay.ts'
import { sendStyles } from './sendStyles.ts'
import { leaveSend, useResetSendOnLeave } from './useResetSendOnLeave.ts'

/** What the preview shows of the transfer; kept once sent, as core empties the form on success. */
interface Summary {
  amount: string
  symbol: string
  iconUrl?: string | null | undefined
  usd?: string | undefined
  receiver: string
  receiverName?: string | undefined
  network: Network
}

function summaryOf(state: SendState, network: Network | undefined): Summary | undefined {
  const { token, sendTokenAmount, receiverAddress } = state
  if (!token || sendTokenAmount === undefined || !receiverAddress?.trim() || !network)
    return undefined
  return {
    amount: sendTokenAmount,
    symbol: token.symbol,
    iconUrl: token.iconUrl,
    usd: state.networkBalanceInUSD,
    // A name: the address it resolved to, the name beside it (spec §9 names, EVM only).
    receiver:
      state.receiverName?.status === 'resolved' && state.receiverName.address
        ? state.receiverName.address
        : receiverAddress.trim(),
    receiverName:
      state.receiverName?.status === 'resolved'
        ? state.receiverName.name
        : state.receiverProfileName,
    network,
  }
}

/**
 * SendPreview: what will happen (the exact amount and token, its USD value, the receiver as 4 + 6
 * characters with the full address on hover and for screen readers, the network, the fee from
 * `estimateSendFee` with its USD value, or why it is unknown), then Send (`sendTokens`) and the
 * transfer's states, announced in a live region: the wallet asked ('Confirm in your wallet'),
 * pending (with the explorer link), confirmed (Done goes back to Account), failed (Try again:
 * `retrySend`), unknown (the network did not answer; Check again asks about the same transfer,
 * never sending it twice).
 */
export function SendPreviewView() {
  useStyleSheet(sendStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetSendOnLeave()
  const send = useStoreState(config.stores.send, (state) => state)
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces[namespace]?.caipNetwork,
  )
  const { connector } = useAccount()
  const [sent, setSent] = useState<Summary>()
  const [busy, run] = useBusyStep()
  const actions = useRef<HTMLDivElement>(null)
  const { transfer, fee, validation } = send
  const status = transfer?.status

  const summaryRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The fee of what is about to be sent; nothing to estimate once it was sent.
    if (!config.stores.send.getState().transfer) void estimateSendFee(config)
    // Focus starts on what will be sent, so a screen reader reads it before reaching Send.
    summaryRef.current?.focus()
  }, [config])

  useEffect(() => {
    // The result's own action takes the focus, so a keyboard user can act on it at once; the
    // live region has already said what happened.
    if (status === 'confirmed' || status === 'failed' || status === 'unknown')
      actions.current?.querySelector<HTMLElement>('[data-result-action]')?.focus()
  }, [status])

  const summary = summaryOf(send, network) ?? sent
  if (!summary && !transfer)
    return (
      <CenteredNotice
        title={t('send.preview.nothing.title')}
        detail={t('send.preview.nothing.detail')}
        action={{ label: t('send.preview.backToSend'), onClick: () => goBack(config) }}
      />
    )

  const submit = () => {
    setSent(summary)
    return run(() => sendTokens(config))
  }
  const explorerName = (summary?.network ?? network)?.blockExplorers?.default.name
  const explorer = transfer?.explorerUrl ? (
    <a
      className="btn btn-block"
      href={transfer.explorerUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLinkIcon width={18} height={18} />
      {explorerName
        ? t('send.preview.viewOn', { explorer: explorerName })
        : t('send.preview.viewOnExplorer')}
    </a>
  ) : null
  // After a failure (Try again) or an unknown end (Check again): retrySend decides which.
  const retryButton = (label: string) => (
    <Button
      data-result-action
      variant="primary"
      block
      loading={busy}
      onClick={() => void run(() => retrySend(config))}
    >
      {label}
    </Button>
  )

  return (
    <div className="send">
      {summary ? (
        <>
          <div className="send-summary" ref={summaryRef} tabIndex={-1}>
            <TokenImage symbol={summary.symbol} src={summary.iconUrl} size={44} />
            <p className="muted">
              {status === 'confirmed' ? t('send.preview.youSent') : t('send.preview.youSend')}
            </p>
            {/* What will be sent, never rounded: every digit the transfer carries. */}
            <p className="send-summary-amount" dir="ltr" data-testid="send-preview-amount">
              {localizeFigure(displayExactAmount(summary.amount), locale)} {summary.symbol}
            </p>
            {summary.usd !== undefined ? (
              <p className="muted" data-testid="send-preview-usd">
                ≈ <bdi dir="ltr">{displayUsd(summary.usd, locale)}</bdi>
              </p>
            ) : null}
          </div>
          <dl className="send-details">
            <div className="send-detail">
              <dt>{t('send.preview.to')}</dt>
              <dd title={summary.receiver} data-testid="send-preview-receiver">
                {summary.receiverName ? <bdi>{summary.receiverName}</bdi> : null}
                <span aria-hidden="true" dir="ltr">
                  {formatAddress(summary.receiver)}
                </span>
                <span className="sr-only" dir="ltr">
                  {summary.receiver}
                </span>
              </dd>
            </div>
            <div className="send-detail">
              <dt>{t('send.preview.network')}</dt>
              <dd>
                <NetworkImage network={summary.network} size={20} />
                {summary.network.name}
              </dd>
            </div>
            {transfer ? null : (
              <div className="send-detail">
                <dt>{t('send.preview.fee')}</dt>
                <dd data-testid="send-preview-fee">
                  {fee.status === 'ready' && fee.sponsored ? (
                    <span data-testid="send-preview-sponsored">{t('send.preview.sponsored')}</span>
                  ) : fee.status === 'ready' ? (
                    <>
                      <Amount
                        value={fee.value}
                        shown={displayQuantity(fee.value)}
                        symbol={fee.symbol}
                      />
                      {fee.valueInUSD !== undefined ? (
                        <small>
                          ≈ <bdi dir="ltr">{displayUsd(fee.valueInUSD, locale)}</bdi>
                        </small>
                      ) : null}
                    </>
                  ) : fee.status === 'error' ? (
                    <span className="send-field-error">
                      {t('send.preview.feeUnknown', { message: translateError(t, fee.message) })}
                    </span>
                  ) : fee.status === 'loading' ? (
                    <Spinner size={14} label={t('send.preview.estimatingFee')} />
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
            )}
          </dl>
        </>
      ) : null}
      <div role="status" aria-live="polite" data-testid="send-status">
        {status === 'signing' ? (
          <div className="send-result" data-status="signing">
            <Spinner size={28} />
            <p className="send-result-title">{t('send.preview.confirmInWallet')}</p>
            <p className="muted">
              {connector?.name
                ? t('send.preview.walletAsks', { wallet: connector.name })
                : t('send.preview.yourWalletAsks')}
            </p>
          </div>
        ) : status === 'pending' ? (
          <div className="send-result" data-status="pending">
            <Spinner size={28} />
            <p className="send-result-title">{t('send.preview.pending')}</p>
            <p className="muted">{t('send.preview.pendingDetail')}</p>
          </div>
        ) : status === 'confirmed' ? (
          <div className="send-result" data-status="confirmed">
            <span className="send-result-icon">
              <CheckIcon />
            </span>
            <p className="send-result-title">{t('send.preview.confirmed')}</p>
          </div>
        ) : status === 'failed' ? (
          <div className="send-result" data-status="failed">
            <span className="send-result-icon">
              <AlertIcon />
            </span>
            <p className="send-result-title">{t('send.preview.failed')}</p>
            {transfer?.error ? <p className="muted">{translateError(t, transfer.error)}</p> : null}
          </div>
        ) : status === 'unknown' ? (
          <div className="send-result" data-status="unknown">
            <span className="send-result-icon">
              <AlertIcon />
            </span>
            <p className="send-result-title">{t('send.preview.unknown')}</p>
            <p className="muted">{translateError(t, transfer?.error)}</p>
          </div>
        ) : null}
      </div>
      {status === undefined && send.receiverName?.changedFrom ? (
        // sendTokens looked the name up again and it points elsewhere: nothing was sent.
        <p className="send-field-error" role="alert" data-testid="send-name-changed">
          {translateError(t, SEND_MESSAGES.NAME_CHANGED(send.receiverName.name))}
        </p>
      ) : null}
      <div className="send-actions" ref={actions}>
        {status === undefined ? (
          <>
            <Button
              variant="primary"
              block
              aria-disabled={validation || busy ? true : undefined}
              loading={busy}
              onClick={() => {
                if (!validation && !busy) void submit()
              }}
            >
              {validation ? translateError(t, validation.message) : t('send.preview.send')}
            </Button>
            <Button block onClick={() => goBack(config)}>
              {t('send.preview.edit')}
            </Button>
          </>
        ) : status === 'signing' ? (
          <Button variant="primary" block disabled loading>
            {t('send.preview.waiting')}
          </Button>
        ) : status === 'pending' ? (
          explorer
        ) : status === 'confirmed' ? (
          <>
            <Button data-result-action variant="primary" block onClick={() => leaveSend(config)}>
              {t('send.preview.done')}
            </Button>
            {explorer}
          </>
        ) : status === 'failed' ? (
          <>
            {retryButton(t('send.preview.tryAgain'))}
            <Button block onClick={() => goBack(config)}>
              {t('send.preview.edit')}
            </Button>
          </>
        ) : (
          <>
            {retryButton(t('send.preview.checkAgain'))}
            {explorer}
          </>
        )}
      </div>
    </div>
  )
}
