import type { HTMLAttributes } from 'react'
import { displayExactAmount, isRoundedAmount } from '../utils/exactAmount.ts'

export interface AmountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'title'> {
  /** The exact decimal amount, e.g. '0.0123'. */
  value: string
  /** The figure the view shows for it, rounded its own way, e.g. '0.012'. */
  shown: string
  /** After the figure, e.g. 'ETH'. */
  symbol?: string | undefined
  /** Before the figure: its sign ('+', '−'). */
  sign?: string | undefined
}

/**
 * An amount as a view rounds it that keeps the exact one reachable: in the title for a pointer,
 * and as the text a screen reader reads (the rounded figure is hidden from it). An amount the
 * rounding did not change is plain text. The attributes given (`data-testid`, `className`) go
 * on the visible figure, so its text is what the view shows.
 *
 * @example
 * <Amount value="0.0123" shown="0.012" symbol="ETH" /> // 0.012 ETH, exactly 0.0123 ETH
 */
export function Amount({ value, shown, symbol, sign = '', ...attributes }: AmountProps) {
  const say = (figure: string) => `${sign}${figure}${symbol ? ` ${symbol}` : ''}`
  if (!isRoundedAmount(shown, value)) return <span {...attributes}>{say(shown)}</span>
  const exact = say(displayExactAmount(value))
  return (
    <>
      <span {...attributes} title={exact} aria-hidden="true">
        {say(shown)}
      </span>
      <span className="sr-only">{exact}</span>
    </>
  )
}
