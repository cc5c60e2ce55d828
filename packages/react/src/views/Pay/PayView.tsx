import {
  closeModal,
  estimatePayFee,
  formatAddress,
  loadPayExchanges,
  loadPayToken,
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
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayQuantity } from '../../utils/displayQuantity.ts'
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
    void loadPayToken(config)
    void loadPayExchanges(config)
    summaryRef.current?.focus()
  }, [config])
  const tokenReady = token.status === 'ready'
  // biome-ignore lint/correctness/useExhaustiveDependencies: a connection or network change is the trigger
  useEffect(() => {
    // The fee of paying from the wallet as it is now (connected, on which network).
    if (tokenReady && status === 'idle') void estimatePayFee(config)
  }, [config, tokenReady, connected, walletNetwork, status])
  useEffect(() => {
    if (status === 'confirmed' || status === 'failed' || status === 'unknown')
      resultRef.current?.querySelector<HTMLElement>('[data-result-action]')?.focus()
  }, [status])

  if (!request)
    return (
      <CenteredNotice
        title="No payment asked for"
        detail="The site has not asked for a payment."
        action={{ label: 'Close', onClick: () => closeModal(config) }}
      />
    )

  const { network, recipient, amount } = request
  const symbol = token.status === 'ready' ? token.token.symbol : ''
  const onNetwork = walletNetwork === network.caipNetworkId
  const idle = status === 'idle'
  const walletLabel = !connected
    ? 'Connect a wallet to pay'
    : onNetwork
      ? `Pay ${amount} ${symbol} from wallet`
      : `Switch to ${network.name} and pay`

  return (
    <div className="pay" data-status={status}>
      <div className="pay-summary" ref={summaryRef} tabIndex={-1}>
        {token.status === 'ready' ? (
          <TokenImage symbol={symbol} name={token.token.name} src={token.token.iconUrl} size={44} />
        ) : null}
        <p className="muted">{status === 'confirmed' ? 'You paid' : 'Pay'}</p>
        <p className="pay-amount" data-testid="pay-amount">
          {token.status === 'ready' ? (
            `${displayQuantity(amount)} ${symbol}`
          ) : token.status === 'error' ? (
            amount
          ) : (
            <Spinner size={20} label="Reading the token" />
          )}
        </p>
        {token.status === 'ready' && isRounded(amount) ? (
          <p className="muted">
            Exactly {amount} {symbol}
          </p>
        ) : null}
      </div>
      <dl className="pay-details">
        <div className="pay-detail">
          <dt>To</dt>
          <dd title={recipient} data-testid="pay-recipient">
            <span aria-hidden="true">{formatAddress(recipient)}</span>
            <span className="sr-only">{recipient}</span>
          </dd>
        </div>
        <div className="pay-detail">
          <dt>Network</dt>
          <dd data-testid="pay-network">
            <NetworkImage network={network} size={20} />
            {network.name}
          </dd>
        </div>
        {connected && onNetwork && idle ? (
          <div className="pay-detail">
            <dt>Network fee</dt>
            <dd data-testid="pay-fee">
              {fee.status === 'ready' ? (
                `${displayQuantity(fee.value)} ${fee.symbol}`
              ) : fee.status === 'loading' ? (
                <Spinner size={14} label="Estimating the network fee" />
              ) : fee.status === 'error' ? (
                'Unknown'
              ) : (
                '—'
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <details className="pay-recipient">
        <summary>Full recipient address</summary>
        <code data-testid="pay-recipient-full">{recipient}</code>
      </details>

      <div role="status" aria-live="polite" data-testid="pay-status">
        {status === 'signing' ? (
          <div className="pay-result" data-status="signing">
            <Spinner size={28} />
            <p className="pay-result-title">Confirm in your wallet</p>
          </div>
        ) : status === 'pending' ? (
          <div className="pay-result" data-status="pending">
            <Spinner size={28} />
            <p className="pay-result-title">Payment pending</p>
            <p className="muted">Waiting for the network to confirm it.</p>
          </div>
        ) : status === 'waiting' ? (
          <div className="pay-result" data-status="waiting">
            <Spinner size={28} />
            <p className="pay-result-title">Finish paying in the exchange's window</p>
            <p className="muted">This view follows it and checks the payment on chain.</p>
          </div>
        ) : status === 'confirming' ? (
          <div className="pay-result" data-status="confirming">
            <Spinner size={28} />
            <p className="pay-result-title">Checking the payment on chain</p>
          </div>
        ) : status === 'unknown' ? (
          <div className="pay-result" data-status="unknown">
            <span className="pay-result-icon">
              <AlertIcon />
            </span>
            <p className="pay-result-title">Payment not confirmed yet</p>
          </div>
        ) : status === 'confirmed' && result ? (
          <div className="pay-result" data-status="confirmed">
            <span className="pay-result-icon">
              <CheckIcon />
            </span>
            <p className="pay-result-title">Payment confirmed</p>
            <p className="muted pay-hash" data-testid="pay-hash">
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
          <p className="pay-result-title">Payment failed</p>
          {error ? <p className="muted">{error}</p> : null}
        </div>
      ) : error ? (
        <p className="pay-error" role="alert" data-testid="pay-error">
          {error}
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
                View on {network.blockExplorers?.default.name ?? 'explorer'}
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
                Check again
              </Button>
            ) : (
              <Button data-result-action variant="primary" block onClick={() => closeModal(config)}>
                {status === 'confirmed' ? 'Done' : 'Close'}
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
                <legend>Or pay from an exchange</legend>
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
              <Spinner size={18} label="Loading exchanges" />
            ) : exchanges.status === 'error' ? (
              <p className="muted" data-testid="pay-exchanges-error">
                Exchanges are unavailable: {exchanges.message}
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
