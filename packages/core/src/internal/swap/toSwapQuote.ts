import { USD_DECIMALS } from '../../constants.ts'
import type { Network } from '../../types/chain.ts'
import type { ConvertQuote } from '../../types/convert.ts'
import type { SwapQuote, SwapRouteHop, SwapToken } from '../../types/swap.ts'
import { formatUnits } from '../../utils/formatUnits.ts'
import { Decimal, ROUND_DOWN, ROUND_HALF_UP } from '../amounts/decimal.ts'
import { isNativeSwapToken, swapTokenKey } from './swapTokenIds.ts'

/** Significant digits of the exchange rate the view shows. */
const RATE_DIGITS = 6

export interface ToSwapQuoteParameters {
  fromToken: SwapToken
  toToken: SwapToken
  /** The network's swap tokens, to name the route's hops and price the fee. */
  tokens: readonly SwapToken[]
  network: Network
  /** Percent, e.g. '1'. */
  slippage: string
}

/**
 * The service's quote as the view shows it (spec §9 decimal arithmetic: 20 places, half up):
 * whole-token amounts, the minimum received after slippage (rounded down to a unit, so it is
 * never above what the chain would accept), the rate, the route's symbols and the fee in the
 * native currency with USD values where prices are known.
 */
export function toSwapQuote(quote: ConvertQuote, parameters: ToSwapQuoteParameters): SwapQuote {
  const { fromToken, toToken, tokens, network, slippage } = parameters
  const minimumUnits = minimumReceived(quote.toAmount, slippage)
  const fromAmount = formatUnits(BigInt(quote.fromAmount), fromToken.decimals)
  const toAmount = formatUnits(BigInt(quote.toAmount), toToken.decimals)
  const native = network.nativeCurrency
  const nativeToken = tokens.find((token) => isNativeSwapToken(token.address))
  const fee = formatUnits(BigInt(quote.fee), native.decimals)
  const feeInUSD = usd(fee, nativeToken?.price)
  const fromInUSD = usd(fromAmount, fromToken.price)
  const toInUSD = usd(toAmount, toToken.price)
  return {
    id: quote.id,
    from: quote.fromAccount,
    to: quote.toAccount,
    fromAmount,
    toAmount,
    minimumToAmount: formatUnits(minimumUnits, toToken.decimals),
    slippage,
    priceImpact: quote.priceImpact,
    rate: rateOf(fromAmount, toAmount),
    route: quote.route.map((address, index) =>
      hopOf(address, index, quote.route.length, parameters),
    ),
    fee: {
      value: fee,
      symbol: nativeToken?.symbol ?? native.symbol,
      ...(feeInUSD !== undefined ? { valueInUSD: feeInUSD } : {}),
    },
    ...(fromInUSD !== undefined ? { fromAmountInUSD: fromInUSD } : {}),
    ...(toInUSD !== undefined ? { toAmountInUSD: toInUSD } : {}),
    units: {
      fromAmount: quote.fromAmount,
      toAmount: quote.toAmount,
      minimumToAmount: minimumUnits.toString(),
      gas: quote.gas,
      gasPrice: quote.gasPrice,
      fee: quote.fee,
    },
    blockNumber: quote.blockNumber,
    expiresAt: quote.expiresAt,
  }
}

/** The same quote at another slippage: only the minimum received changes. */
export function withSlippage(quote: SwapQuote, slippage: string, toToken: SwapToken): SwapQuote {
  const minimumUnits = minimumReceived(quote.units.toAmount, slippage)
  return {
    ...quote,
    slippage,
    minimumToAmount: formatUnits(minimumUnits, toToken.decimals),
    units: { ...quote.units, minimumToAmount: minimumUnits.toString() },
  }
}

/** `toAmount × (1 − slippage / 100)` in smallest units, rounded down. */
export function minimumReceived(toAmountUnits: string, slippage: string): bigint {
  const kept = new Decimal(100).minus(new Decimal(slippage)).div(100)
  return BigInt(new Decimal(toAmountUnits).times(kept).integerValue(ROUND_DOWN).toFixed())
}

function usd(amount: string, price: number | undefined): string | undefined {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return undefined
  return new Decimal(amount).times(price).toFixed(USD_DECIMALS, ROUND_HALF_UP)
}

function rateOf(fromAmount: string, toAmount: string): string {
  const from = new Decimal(fromAmount)
  if (from.isZero()) return '0'
  const rate = new Decimal(toAmount).div(from)
  // Whole part in full, then up to RATE_DIGITS significant digits in all.
  const digits = Math.max(RATE_DIGITS, rate.integerValue(ROUND_DOWN).toFixed().length)
  return new Decimal(rate.toPrecision(digits, ROUND_HALF_UP)).toFixed()
}

/**
 * A hop's name: the listed token's symbol; the first and last hops of a trade that pays or
 * receives the native currency are its wrapped form, named as the native currency.
 */
function hopOf(
  address: string,
  index: number,
  count: number,
  { fromToken, toToken, tokens }: ToSwapQuoteParameters,
): SwapRouteHop {
  const listed = tokens.find((token) => swapTokenKey(token.address) === swapTokenKey(address))
  if (listed) return { address, symbol: listed.symbol }
  const end = index === 0 ? fromToken : index === count - 1 ? toToken : undefined
  if (end && isNativeSwapToken(end.address)) return { address, symbol: end.symbol }
  return { address, symbol: undefined }
}
