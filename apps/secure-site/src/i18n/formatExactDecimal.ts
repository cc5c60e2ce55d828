import type { Locale } from '@portico/core'

interface NumberSymbols {
  /** The locale's digits, 0 to 9. */
  digits: readonly string[]
  decimal: string
  minus: string
}

const symbolsByLocale = new Map<Locale, NumberSymbols>()

/** The digits, decimal separator and minus sign `Intl` writes numbers with in `locale`. */
function numberSymbols(locale: Locale): NumberSymbols {
  let symbols = symbolsByLocale.get(locale)
  if (!symbols) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false })
    const partOf = (type: string) =>
      format.formatToParts(-1.5).find((part) => part.type === type)?.value
    symbols = {
      digits: Array.from({ length: 10 }, (_, digit) => format.format(digit)),
      decimal: partOf('decimal') ?? '.',
      minus: partOf('minusSign') ?? '-',
    }
    symbolsByLocale.set(locale, symbols)
  }
  return symbols
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * An exact decimal ('1000000.000000000000000001', as viem's formatUnits writes amounts) in the
 * locale's digits and decimal separator, every digit kept: no rounding, no float, no limit on
 * the number of decimals (Intl.NumberFormat rounds numbers to doubles, and Node 20 refuses more
 * than 20 fraction digits even for a decimal string). No grouping: the figure is the chain's
 * number as it is, digit for digit. Anything that is not such a decimal is returned as it is.
 *
 * @example
 * formatExactDecimal('de', '2949.7') // '2949,7'
 * formatExactDecimal('en', '0.000000000000000000000000000001') // every zero kept
 */
export function formatExactDecimal(locale: Locale, value: string): string {
  const match = DECIMAL.exec(value)
  if (!match) return value
  const [, sign, integer = '', fraction] = match
  const { digits, decimal, minus } = numberSymbols(locale)
  const localDigits = (text: string) =>
    text.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit)
  return (
    (sign ? minus : '') +
    localDigits(integer) +
    (fraction === undefined ? '' : decimal + localDigits(fraction))
  )
}
