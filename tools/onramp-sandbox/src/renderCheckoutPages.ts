import type { CheckoutSession } from './createCheckouts.ts'
import { formatFixed } from './decimalAmount.ts'
import { escapeHtml, openerMessageParts, renderPage } from './renderPage.ts'
import type { CardForm } from './testCards.ts'

const METHOD_LABELS = { card: 'Card', ach_bank_account: 'Bank account (ACH)' } as const

function summary(session: CheckoutSession): string {
  const { quote } = session
  const money = (cents: bigint) => `${formatFixed(cents, 2)} ${quote.paymentCurrency}`
  const bought = `${formatFixed(quote.purchaseUnits, quote.asset.decimals)} ${quote.asset.symbol}`
  return `<dl>
<dt>You buy</dt><dd>${escapeHtml(bought)}</dd>
<dt>Network</dt><dd>${escapeHtml(`${quote.asset.chainName} (${quote.asset.network})`)}</dd>
<dt>Delivered to</dt><dd><code>${escapeHtml(session.destination)}</code></dd>
<dt>Fee</dt><dd>${escapeHtml(money(quote.feeCents))}</dd>
<dt>Network fee</dt><dd>${escapeHtml(money(quote.networkFeeCents))}</dd>
<dt>You pay</dt><dd>${escapeHtml(`${money(quote.totalCents)} by ${METHOD_LABELS[quote.paymentMethod].toLowerCase()}`)}</dd>
</dl>`
}

/** Why the form is shown again: a declined card, or fields to fix. */
export interface CheckoutFormProblem {
  declined?: boolean
  errors?: Partial<Record<keyof CardForm, string>>
  /** The form came without this session's token (another site, or an old page). */
  staleForm?: boolean
}

/**
 * The checkout page of a pending session: what is bought, for how much and to which address,
 * the test card form and Cancel. Both forms post without JavaScript.
 *
 * @example
 * renderCheckoutForm({ session, nonce })
 */
export function renderCheckoutForm(parameters: {
  session: CheckoutSession
  nonce: string
  problem?: CheckoutFormProblem
}): string {
  const { session, problem } = parameters
  const errors = problem?.errors ?? {}
  const alert = problem?.declined
    ? 'Your card was declined. No money was taken and nothing was sent. Try another card.'
    : problem?.staleForm
      ? 'This form is out of date. Reload the page and try again.'
      : Object.keys(errors).length > 0
        ? 'Check the card details below.'
        : undefined
  const field = (
    name: keyof CardForm,
    label: string,
    attributes: string,
    hint?: string,
  ): string => {
    const error = errors[name]
    const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
      .filter(Boolean)
      .join(' ')
    return `<label for="${name}">${label}</label>
${hint ? `<p class="note" id="${name}-hint">${hint}</p>` : ''}
<input id="${name}" name="${name}" ${attributes} required${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`
  }
  const total = `${formatFixed(session.quote.totalCents, 2)} ${session.quote.paymentCurrency}`
  const token = `<input type="hidden" name="formToken" value="${escapeHtml(session.formToken)}">`
  const body = `<h1>Portico Sandbox checkout</h1>
<p class="note">Test mode: no real money moves. The tokens are sent on the local chain from the sandbox's treasury.</p>
${summary(session)}
${alert ? `<div role="alert">${escapeHtml(alert)}</div>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
${token}
<h2>Pay by card</h2>
<p class="note">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit CVC.</p>
${field('cardNumber', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'Expiry date', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"', 'MM/YY')}
${field('cvc', 'Security code (CVC)', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="3"')}
<button type="submit">Pay ${escapeHtml(total)}</button>
</form>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/cancel">
${token}
<button type="submit" class="secondary">Cancel</button>
</form>`
  return renderPage({ title: 'Portico Sandbox checkout', nonce: parameters.nonce, body })
}

/**
 * The page of a session that has ended: completed (with the transaction), cancelled or failed.
 * It posts the one message of docs/onramp-and-pay.md to its opener, to the return origin only.
 *
 * @example
 * renderCheckoutResult({ session, nonce })
 */
export function renderCheckoutResult(parameters: {
  session: CheckoutSession
  nonce: string
}): string {
  const { session } = parameters
  const status = session.status === 'pending' ? 'failed' : session.status
  const { data, script } = openerMessageParts(
    {
      type: 'portico:checkout',
      sessionId: session.id,
      status,
      ...(session.txHash ? { txHash: session.txHash, network: session.quote.asset.network } : {}),
    },
    session.returnOrigin,
  )
  const bought = `${formatFixed(session.quote.purchaseUnits, session.quote.asset.decimals)} ${session.quote.asset.symbol}`
  const outcome =
    status === 'completed'
      ? `<h1>Payment complete</h1>
<p class="done" role="status">${escapeHtml(bought)} were sent to your address.</p>
<dl><dt>Transaction</dt><dd><code>${escapeHtml(session.txHash ?? '')}</code></dd></dl>`
      : status === 'cancelled'
        ? `<h1>Checkout cancelled</h1>
<p role="status">Nothing was charged and nothing was sent.</p>`
        : `<h1>Payment failed</h1>
<div role="alert">${escapeHtml(session.failure ?? 'The payment failed.')} Nothing was sent.</div>`
  const body = `${outcome}
${summary(session)}
<p class="note">You can close this window and go back to the app.</p>
<button type="button" id="close-window" hidden>Close window</button>
${data}`
  return renderPage({
    title: `Portico Sandbox checkout: ${status}`,
    nonce: parameters.nonce,
    body,
    script,
  })
}
