/**
 * Every message the Buy form and its checkout show, in one place. The limit messages are the
 * server's words (docs/onramp-and-pay.md), with the amount grouped for reading.
 *
 * @example
 * ONRAMP_MESSAGES.BELOW_MINIMUM('10', 'USD') // 'Amount must be at least 10 USD'
 * ONRAMP_MESSAGES.ABOVE_MAXIMUM('7500', 'USD', 'card') // 'Amount must be at most 7,500 USD for card'
 */
export const ONRAMP_MESSAGES = {
  NOT_CONNECTED: 'Connect a wallet to buy',
  UNSUPPORTED_NETWORK: (network: string) => `Buying is not available on ${network}`,
  CURRENCY_REQUIRED: 'Select what to buy',
  AMOUNT_REQUIRED: 'Enter an amount',
  INVALID_AMOUNT: 'Not a valid amount',
  TOO_MANY_DECIMALS: (currency: string, decimals: number) =>
    `${currency} amounts have at most ${decimals} decimals`,
  BELOW_MINIMUM: (min: string, currency: string) =>
    `Amount must be at least ${groupDigits(min)} ${currency}`,
  ABOVE_MAXIMUM: (max: string, currency: string, method: string) =>
    `Amount must be at most ${groupDigits(max)} ${currency} for ${paymentMethodName(method).toLowerCase()}`,
  QUOTE_UNAVAILABLE: 'No quote right now; the checkout shows the final amount',
  INDICATIVE: 'The figures are indicative: the provider could not be reached for live prices',
  CHECKOUT_URL_FAILED: 'The checkout could not be opened. Nothing was bought; try again.',
  POPUP_BLOCKED: 'Your browser blocked the checkout window.',
  WAITING: 'Finish paying in the checkout window',
  CLOSED: 'The checkout window was closed. Nothing was bought.',
  CANCELLED: 'The purchase was cancelled. Nothing was bought.',
  FAILED: 'The payment failed. Nothing was bought.',
  CONFIRMING: 'Payment received. Waiting for the tokens to arrive…',
  NOT_CONFIRMED:
    'The provider said the purchase completed, but the deposit could not be found on chain',
  ARRIVED: (amount: string, symbol: string) => `${amount} ${symbol} arrived`,
} as const

/** How a payment method is named to the visitor. */
export function paymentMethodName(id: string): string {
  if (id === 'card') return 'Card'
  if (id === 'ach_bank_account' || id === 'bank_account') return 'Bank account'
  return id.replace(/_/g, ' ')
}

/** '7500' → '7,500'; '7500.5' → '7,500.5'. */
function groupDigits(value: string): string {
  const [whole = '', fraction] = value.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction?.replace(/0+$/, '')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}
