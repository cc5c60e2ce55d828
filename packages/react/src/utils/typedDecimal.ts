import type { Locale } from '@portico/core'

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits, as an Arabic keyboard types them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

/** Whether the locale writes '1,5' for one and a half. */
function usesDecimalComma(locale: Locale): boolean {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5)
  return parts.find((part) => part.type === 'decimal')?.value === ','
}

/**
 * What a visitor typed into an amount field, as core reads decimals ('1.5'): in a locale that
 * writes a decimal comma, the comma is the decimal point; Arabic digits and the Arabic decimal
 * separator (٫) are read as their Western equivalents. Anything else is left for core's rules
 * to accept or refuse.
 *
 * @example
 * typedDecimal('0,5', 'de') // '0.5'
 * typedDecimal('١٫٥', 'ar') // '1.5'
 */
export function typedDecimal(typed: string, locale: Locale): string {
  const western = typed
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066b/g, '.')
  return usesDecimalComma(locale) ? western.replace(/,/g, '.') : western
}

/**
 * An amount core keeps ('1.5') as its field shows it back to the visitor: with the locale's
 * decimal comma where it writes one, so what was typed as '0,5' stays '0,5'.
 *
 * @example
 * fieldDecimal('0.5', 'de') // '0,5'
 */
export function fieldDecimal(value: string, locale: Locale): string {
  return usesDecimalComma(locale) ? value.replace(/\./g, ',') : value
}
