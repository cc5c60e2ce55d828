import type { OnrampMoney } from '../../types/onramp.ts'

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * The provider's fee of a quote, so that the lines a Buy view shows add up to the total:
 * the fee the provider states when it does, else what the total holds beyond the subtotal and
 * the network fee (a provider that only shows its fee on its checkout page). Undefined when the
 * lines are in different currencies, not plain decimals, or leave nothing over.
 *
 * @example
 * onrampProviderFee({ paymentTotal: usd('20.00'), paymentSubtotal: usd('19.20'), networkFee: usd('0.50') })
 * // { value: '0.30', currency: 'USD' }
 */
export function onrampProviderFee(quote: {
  paymentTotal: OnrampMoney
  paymentSubtotal: OnrampMoney
  networkFee: OnrampMoney
  providerFee?: OnrampMoney | undefined
}): OnrampMoney | undefined {
  if (quote.providerFee) return quote.providerFee
  const { paymentTotal: total, paymentSubtotal: subtotal, networkFee } = quote
  if (subtotal.currency !== total.currency || networkFee.currency !== total.currency)
    return undefined
  const figures = [total.value, subtotal.value, networkFee.value]
  // At least cents: '20' and '19.2' still give '0.80'.
  const places = Math.max(2, ...figures.map((value) => value.split('.')[1]?.length ?? 0))
  const [whole, paid, fee] = figures.map((value) => scaled(value, places))
  if (whole === undefined || paid === undefined || fee === undefined) return undefined
  const rest = whole - paid - fee
  if (rest <= 0n) return undefined
  return { value: unscaled(rest, places), currency: total.currency }
}

/** A plain decimal string as an integer of `places` fraction digits; undefined if not one. */
function scaled(value: string, places: number): bigint | undefined {
  const match = DECIMAL.exec(value)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole + fraction.padEnd(places, '0'))
}

/** Back to a decimal string with `places` fraction digits. */
function unscaled(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0')
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`
}
