import { formatUnits } from 'viem'
import type { ExchangePayment } from './createExchangePayments.ts'
import { escapeHtml, openerMessageParts, renderPage } from './renderPage.ts'

/** The test customer the Sandbox Exchange has signed in. */
export const EXCHANGE_CUSTOMER = 'Ada Lovelace'

function amountOf(payment: ExchangePayment, units = payment.units): string {
  return `${formatUnits(units, payment.asset.decimals)} ${payment.asset.symbol}`
}

function summary(payment: ExchangePayment): string {
  return `<dl>
<dt>You send</dt><dd>${escapeHtml(amountOf(payment))}</dd>
<dt>To</dt><dd><code>${escapeHtml(payment.recipient)}</code></dd>
<dt>Network</dt><dd>${escapeHtml(`${payment.asset.chainName} (${payment.asset.network})`)}</dd>
</dl>`
}

/**
 * The exchange's confirm page: the signed-in test customer and their balance, what will be sent
 * to whom, Confirm and Cancel (plain forms).
 *
 * @example
 * renderExchangeConfirm({ payment, balance, nonce })
 */
export function renderExchangeConfirm(parameters: {
  payment: ExchangePayment
  /** The customer's balance of the asset (the hot wallet's), in its smallest unit. */
  balance: bigint
  nonce: string
  staleForm?: boolean
}): string {
  const { payment } = parameters
  const token = `<input type="hidden" name="formToken" value="${escapeHtml(payment.formToken)}">`
  const short = parameters.balance < payment.units
  const body = `<h1>Sandbox Exchange</h1>
<p class="note">Test mode: a stand-in for an exchange account. The funds are sent on the local chain from the exchange's hot wallet.</p>
<p>Signed in as <strong>${escapeHtml(EXCHANGE_CUSTOMER)}</strong> (test customer).</p>
<p>Available: <strong>${escapeHtml(amountOf(payment, parameters.balance))}</strong></p>
<h2>Confirm this payment</h2>
${summary(payment)}
${parameters.staleForm ? '<div role="alert">This form is out of date. Reload the page and try again.</div>' : ''}
${short ? '<div role="alert">Your exchange balance is too low for this payment.</div>' : ''}
<form method="post" action="/exchange/${encodeURIComponent(payment.id)}/confirm">
${token}
<button type="submit">Confirm and send ${escapeHtml(amountOf(payment))}</button>
</form>
<form method="post" action="/exchange/${encodeURIComponent(payment.id)}/cancel">
${token}
<button type="submit" class="secondary">Cancel</button>
</form>`
  return renderPage({ title: 'Sandbox Exchange: confirm payment', nonce: parameters.nonce, body })
}

/**
 * The page of a payment that has ended; it tells the opener once, at the return origin only.
 *
 * @example
 * renderExchangeResult({ payment, nonce })
 */
export function renderExchangeResult(parameters: {
  payment: ExchangePayment
  nonce: string
}): string {
  const { payment } = parameters
  const status = payment.status === 'pending' ? 'failed' : payment.status
  const { data, script } = openerMessageParts(
    {
      type: 'portico:checkout',
      sessionId: payment.id,
      status,
      ...(payment.txHash ? { txHash: payment.txHash, network: payment.asset.network } : {}),
    },
    payment.returnOrigin,
  )
  const outcome =
    status === 'completed'
      ? `<h1>Payment sent</h1>
<p class="done" role="status">${escapeHtml(amountOf(payment))} were sent to the recipient.</p>
<dl><dt>Transaction</dt><dd><code>${escapeHtml(payment.txHash ?? '')}</code></dd></dl>`
      : status === 'cancelled'
        ? '<h1>Payment cancelled</h1>\n<p role="status">Nothing was sent.</p>'
        : `<h1>Payment failed</h1>
<div role="alert">${escapeHtml(payment.failure ?? 'The payment failed.')} Nothing was sent.</div>`
  const body = `${outcome}
${summary(payment)}
<p class="note">You can close this window and go back to the app.</p>
<button type="button" id="close-window" hidden>Close window</button>
${data}`
  return renderPage({ title: `Sandbox Exchange: ${status}`, nonce: parameters.nonce, body, script })
}
