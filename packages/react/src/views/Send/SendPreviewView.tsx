import {
  estimateSendFee,
  formatAddress,
  goBack,
  type Network,
  retrySend,
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
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { displayExactAmount } from '../../utils/exactAmount.ts'
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
    receiver: receiverAddress.trim(),
    receiverName: state.receiverProfileName,
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
        title="Nothing to send yet"
        detail="Pick a token, an amount and a receiver first."
        action={{ label: 'Back to Send', onClick: () => goBack(config) }}
      />
    )

  const submit = () => {
    setSent(summary)
    return run(() => sendTokens(config))
  }
  const explorer = transfer?.explorerUrl ? (
    <a
      className="btn btn-block"
      href={transfer.explorerUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLinkIcon width={18} height={18} />
      View on {(summary?.network ?? network)?.blockExplorers?.default.name ?? 'explorer'}
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
            <p className="muted">{status === 'confirmed' ? 'You sent' : 'You send'}</p>
            {/* What will be sent, never rounded: every digit the transfer carries. */}
            <p className="send-summary-amount" data-testid="send-preview-amount">
              {displayExactAmount(summary.amount)} {summary.symbol}
            </p>
            {summary.usd !== undefined ? (
              <p className="muted" data-testid="send-preview-usd">
                ≈ {displayUsd(summary.usd)}
              </p>
            ) : null}
          </div>
          <dl className="send-details">
            <div className="send-detail">
              <dt>To</dt>
              <dd title={summary.receiver} data-testid="send-preview-receiver">
                {summary.receiverName ? <span>{summary.receiverName}</span> : null}
                <span aria-hidden="true">{formatAddress(summary.receiver)}</span>
                <span className="sr-only">{summary.receiver}</span>
              </dd>
            </div>
            <div className="send-detail">
              <dt>Network</dt>
              <dd>
                <NetworkImage network={summary.network} size={20} />
                {summary.network.name}
              </dd>
            </div>
            {transfer ? null : (
              <div className="send-detail">
                <dt>Network fee</dt>
                <dd data-testid="send-preview-fee">
                  {fee.status === 'ready' ? (
                    <>
                      <Amount
                        value={fee.value}
                        shown={displayQuantity(fee.value)}
                        symbol={fee.symbol}
                      />
                      {fee.valueInUSD !== undefined ? (
                        <small>≈ {displayUsd(fee.valueInUSD)}</small>
                      ) : null}
                    </>
                  ) : fee.status === 'error' ? (
                    <span className="send-field-error">Unknown: {fee.message}</span>
                  ) : fee.status === 'loading' ? (
                    <Spinner size={14} label="Estimating the network fee" />
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
            <p className="send-result-title">Confirm in your wallet</p>
            <p className="muted">
              {connector?.name ?? 'Your wallet'} asks you to approve the transfer.
            </p>
          </div>
        ) : status === 'pending' ? (
          <div className="send-result" data-status="pending">
            <Spinner size={28} />
            <p className="send-result-title">Transfer pending</p>
            <p className="muted">Waiting for the network to confirm it.</p>
          </div>
        ) : status === 'confirmed' ? (
          <div className="send-result" data-status="confirmed">
            <span className="send-result-icon">
              <CheckIcon />
            </span>
            <p className="send-result-title">Transfer confirmed</p>
          </div>
        ) : status === 'failed' ? (
          <div className="send-result" data-status="failed">
            <span className="send-result-icon">
              <AlertIcon />
            </span>
            <p className="send-result-title">Transfer failed</p>
            {transfer?.error ? <p className="muted">{transfer.error}</p> : null}
          </div>
        ) : status === 'unknown' ? (
          <div className="send-result" data-status="unknown">
            <span className="send-result-icon">
              <AlertIcon />
            </span>
            <p className="send-result-title">Status unknown</p>
            <p className="muted">{transfer?.error}</p>
          </div>
        ) : null}
      </div>
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
              {validation ? validation.message : 'Send'}
            </Button>
            <Button block onClick={() => goBack(config)}>
              Edit
            </Button>
          </>
        ) : status === 'signing' ? (
          <Button variant="primary" block disabled loading>
            Waiting for your wallet
          </Button>
        ) : status === 'pending' ? (
          explorer
        ) : status === 'confirmed' ? (
          <>
            <Button data-result-action variant="primary" block onClick={() => leaveSend(config)}>
              Done
            </Button>
            {explorer}
          </>
        ) : status === 'failed' ? (
          <>
            {retryButton('Try again')}
            <Button block onClick={() => goBack(config)}>
              Edit
            </Button>
          </>
        ) : (
          <>
            {retryButton('Check again')}
            {explorer}
          </>
        )}
      </div>
    </div>
  )
}
