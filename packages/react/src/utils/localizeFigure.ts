import type { Locale } from '@portico/core'

interface FigureFormats {
  grouped: Intl.NumberFormat
  plain: Intl.NumberFormat
  /** The locale's digits, 0 to 9. */
  digits: readonly string[]
  decimal: string
  /** The minus sign with the marks the locale writes around it (Arabic keeps it left to right). */
  minus: string
}

const formatsByLocale = new Map<Locale, FigureFormats>()

function figureFormats(locale: Locale): FigureFormats {
  let formats = formatsByLocale.get(locale)
  if (!formats) {
    const plain = new Intl.NumberFormat(locale, { useGrouping: false })
    const parts = plain.formatToParts(-1.5)
    const before = parts.slice(
      0,
      parts.findIndex((part) => part.type === 'integer'),
    )
    formats = {
      grouped: new Intl.NumberFormat(locale),
      plain,
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: before.map((part) => part.value).join('') || '-',
    }
    formatsByLocale.set(locale, formats)
  }
  return formats
}

// As the kit writes figures in English: '-1234.500', '12,345.6', '0.0000213'.
const FIGURE = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/

/**
 * A decimal figure the kit wrote in English (core's 2- or 3-decimal rounding, an exact amount
 * grouped by thousands) in the locale's digits and separators, every digit kept: the whole part
 * through `Intl.NumberFormat` as a bigint (exact at any size), grouped the locale's way when the
 * English figure was grouped; the fraction digit for digit (Intl would round a long one). Anything
 * else is returned as it is.
 *
 * @example
 * localizeFigure('12,345.678', 'de') // '12.345,678'
 * localizeFigure('10000.00', 'fr') // '10000,00'
 */
export function localizeFigure(figure: string, locale: Locale): string {
  const match = FIGURE.exec(figure)
  if (!match) return figure
  const [, sign, whole = '0', fraction] = match
  const formats = figureFormats(locale)
  const integer = BigInt(whole.replace(/,/g, ''))
  const integerText = (whole.includes(',') ? formats.grouped : formats.plain).format(integer)
  const fractionText =
    fraction === undefined
      ? ''
      : formats.decimal + fraction.replace(/\d/g, (digit) => formats.digits[Number(digit)] ?? digit)
  return (sign ? formats.minus : '') + integerText + fractionText
}
