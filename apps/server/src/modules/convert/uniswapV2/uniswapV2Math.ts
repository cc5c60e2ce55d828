/** One pair of a route, oriented the way the trade goes through it. */
export interface RouteHop {
  reserveIn: bigint
  reserveOut: bigint
}

/**
 * UniswapV2Library.getAmountOut, in the same integer arithmetic: what `amountIn` buys from one
 * pair after its 0.3 % fee, rounded down as the pair rounds. The caller checks that `amountIn`
 * and both reserves are positive (the library reverts otherwise).
 *
 * @example
 * getAmountOut(10n ** 18n, 100n * 10n ** 18n, 300_000n * 10n ** 6n) // 2_961_474_103n
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}

/**
 * UniswapV2Library.getAmountsOut: the amount after each hop of a route, `amountIn` first, the
 * amount received last, as the router computes it for the swap.
 *
 * @example
 * getAmountsOut(10n ** 18n, [{ reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }]).at(-1)
 */
export function getAmountsOut(amountIn: bigint, hops: readonly RouteHop[]): bigint[] {
  const amounts = [amountIn]
  let amount = amountIn
  for (const hop of hops) {
    amount = getAmountOut(amount, hop.reserveIn, hop.reserveOut)
    amounts.push(amount)
  }
  return amounts
}

// Percent with four decimals.
const PERCENT_STEPS = 10_000n

/**
 * Price impact in percent (four decimals): how much less `amountOut` is than what `amountIn`
 * would buy at the pools' mid prices. The pools' 0.3 % fee is part of both, so it is not counted
 * as impact: a tiny trade has an impact near 0.
 *
 * @example
 * priceImpactPercent(10n ** 18n, [{ reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }], 2_961_474_103n) // 0.9871
 */
export function priceImpactPercent(
  amountIn: bigint,
  hops: readonly RouteHop[],
  amountOut: bigint,
): number {
  // At mid price: amountIn × Π(997 × reserveOut) / Π(1000 × reserveIn), kept as a fraction.
  let numerator = amountIn
  let denominator = 1n
  for (const hop of hops) {
    numerator *= 997n * hop.reserveOut
    denominator *= 1000n * hop.reserveIn
  }
  if (numerator === 0n) return 0
  const shortfall = numerator - amountOut * denominator
  if (shortfall <= 0n) return 0
  return Number((shortfall * 100n * PERCENT_STEPS) / numerator) / Number(PERCENT_STEPS)
}
