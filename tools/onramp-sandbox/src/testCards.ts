/** The card that pays. */
export const PAYING_CARD = '4242424242424242'
/** The card the sandbox declines (as hosted providers' test modes do). */
export const DECLINED_CARD = '4000000000000002'

/** The card form's fields, as posted. */
export interface CardForm {
  cardNumber?: string
  expiry?: string
  cvc?: string
}

export type CardCheck =
  | { outcome: 'pays' }
  | { outcome: 'declined' }
  | { outcome: 'invalid'; errors: Partial<Record<keyof CardForm, string>> }

/**
 * Checks the test card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, any
 * other number is refused; the expiry must be a month not yet past (MM/YY), the CVC 3 digits.
 *
 * @example
 * checkTestCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }) // { outcome: 'pays' }
 */
export function checkTestCard(form: CardForm, now: Date = new Date()): CardCheck {
  const errors: Partial<Record<keyof CardForm, string>> = {}
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '')
  if (number === '') errors.cardNumber = 'Enter a card number.'
  else if (number !== PAYING_CARD && number !== DECLINED_CARD)
    errors.cardNumber =
      'This sandbox takes only its test cards: 4242 4242 4242 4242 (pays) or 4000 0000 0000 0002 (declined).'
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry ?? '')
  const month = Number(expiry?.[1])
  if (expiry === null || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.'
  else {
    const year = 2000 + Number(expiry[2])
    // A card works to the end of its expiry month.
    if (new Date(Date.UTC(year, month, 1)) <= now) errors.expiry = 'This card has expired.'
  }
  if (!/^\s*\d{3}\s*$/.test(form.cvc ?? '')) errors.cvc = 'Enter the 3-digit security code (CVC).'
  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors }
  return number === PAYING_CARD ? { outcome: 'pays' } : { outcome: 'declined' }
}
