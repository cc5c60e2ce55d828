import { formatBalance } from '@portico/core'

/**
 * The balance as shown to visitors: 2 decimals and the symbol (spec §5), e.g. '10000.00 ETH'.
 * Undefined while there is no balance yet, or when the value is not a decimal number.
 *
 * @example
 * displayBalance('9999.999', 'ETH') // '10000.00 ETH'
 */
export function displayBalance(
  balance: string | undefined,
  symbol: string | undefined,
): string | undefined {
  if (balance === undefined) return undefined
  try {
    const formatted = formatBalance(balance)
    return symbol ? `${formatted} ${symbol}` : formatted
  } catch {
    return undefined
  }
}
