import { roundedBalance } from '../utils/roundedBalance.ts'
import { Amount } from './Amount.tsx'

export interface BalanceAmountProps {
  /** What the account holds, an exact decimal string; undefined when unknown. */
  balance: string | undefined
  symbol?: string | undefined
}

/**
 * A balance with 2 decimals (spec §5) that keeps the exact one for pointer and screen reader,
 * both in the modal's locale (`Amount`); '—' when there is none, or it is not a decimal number.
 *
 * @example
 * <BalanceAmount balance="9999.999" symbol="ETH" /> // 10000.00 ETH, exactly 9,999.999 ETH
 */
export function BalanceAmount({ balance, symbol }: BalanceAmountProps) {
  const shown = roundedBalance(balance)
  if (balance === undefined || shown === undefined) return <>—</>
  return <Amount value={balance} shown={shown} symbol={symbol} />
}
