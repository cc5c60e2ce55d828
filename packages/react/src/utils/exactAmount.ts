/**
 * An exact decimal amount as read: every digit kept, trailing zeros of the fraction dropped,
 * the whole part grouped ('0.012300' → '0.0123', '12345.6' → '12,345.6').
 *
 * @example
 * displayExactAmount('97.500000') // '97.5'
 */
export function displayExactAmount(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const grouped = (whole || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

/**
 * Whether `shown`, a rounded display of the decimal `value`, lost any of its digits: '0.012'
 * for '0.0123' did, '40.000' for '40' and '1,234.50' for '1234.5' did not.
 *
 * @example
 * isRoundedAmount('0.012', '0.0123') // true
 */
export function isRoundedAmount(shown: string, value: string): boolean {
  return digitsOf(shown) !== digitsOf(value)
}

/** The number's digits alone: no grouping, no leading zeros, no trailing zeros of a fraction. */
function digitsOf(figure: string): string {
  const plain = figure.replace(/[,\s]/g, '')
  const [whole = '', fraction = ''] = plain.split('.')
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0'
  const fractionDigits = fraction.replace(/0+$/, '')
  return fractionDigits ? `${wholeDigits}.${fractionDigits}` : wholeDigits
}
