import type { HTMLAttributes } from 'react'
import { useI18n } from '../i18n/useI18n.ts'
import { displayExactAmount, isRoundedAmount } from '../utils/exactAmount.ts'
import { localizeFigure } from '../utils/localizeFigure.ts'

export interface AmountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'title'> {
  /** The exact decimal amount, e.g. '0.0123'. */
  value: string
  /**
   * The figure the view shows for it, rounded its own way, as the kit's English formatters
   * write it, e.g. '0.012' or '12,345.6': Amount writes it in the modal's locale.
   */
  shown: string
  /** After the figure, e.g. 'ETH'. */
  symbol?: string | undefined
  /** Before the figure: its sign ('+', '−'). */
  sign?: string | undefined
}

/**
 * An amount as a view rounds it that keeps the exact one reachable: in the title for a pointer,
 * and as the text a screen reader reads (the rounded figure is hidden from it). An amount the
 * rounding did not change is plain text. Both figures are in the modal's locale (its digits and
 * separators), isolated left to right so a right-to-left language never moves the sign or the
 * symbol. The attributes given (`data-testid`, `className`) go on the visible figure, so its
 * text is what the view shows.
 *
 * @example
 * <Amount value="0.0123" shown="0.012" symbol="ETH" /> // 0.012 ETH, exactly 0.0123 ETH
 */
export function Amount({ value, shown, symbol, sign = '', ...attributes }: AmountProps) {
  const { locale } = useI18n()
  const say = (figure: string) =>
    `${sign}${localizeFigure(figure, locale)}${symbol ? ` ${symbol}` : ''}`
  if (!isRoundedAmount(shown, value))
    return (
      <span dir="ltr" {...attributes}>
        {say(shown)}
      </span>
    )
  const exact = say(displayExactAmount(value))
  return (
    <>
      <span dir="ltr" {...attributes} title={exact} aria-hidden="true">
        {say(shown)}
      </span>
      <span className="sr-only" dir="ltr">
        {exact}
      </span>
    </>
  )
}
