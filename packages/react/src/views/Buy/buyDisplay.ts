import { type Locale, type OnrampMoney, paymentMethodName } from '@portico/core'
import type { Translate } from '../../i18n/messageId.ts'
import { displayExactAmount } from '../../utils/exactAmount.ts'
import { localizeFigure } from '../../utils/localizeFigure.ts'

/**
 * An exact decimal amount as read, in the locale: trailing zeros of the fraction dropped, the
 * whole part grouped ('97.500000' → '97.5', '7500' → '7,500'; in German '7.500').
 */
export function displayBuyAmount(value: string, locale: Locale): string {
  return localizeFigure(displayExactAmount(value), locale)
}

/** Fiat with its cents as the provider gave them, then its code: '98.00 USD' ('98,00 USD'). */
export function displayMoney(money: OnrampMoney, locale: Locale): string {
  return `${localizeFigure(money.value, locale)} ${money.currency}`
}

/** A payment method's name: the two the providers use, in the locale; any other as core names it. */
export function paymentMethodLabel(t: Translate, id: string): string {
  if (id === 'card') return t('buy.method.card')
  if (id === 'ach_bank_account' || id === 'bank_account') return t('buy.method.bankAccount')
  return paymentMethodName(id)
}
