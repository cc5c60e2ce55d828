import { type Address, encodeFunctionData, type PublicClient } from 'viem'
import {
  AmountTooSmallError,
  NoSwapRouteError,
  NotEnoughLiquidityError,
} from '../../../errors/convertErrors.ts'
import type { TtlCache } from '../../../shared/TtlCache.ts'
import type { QuoteSourceConfig } from '../config.ts'
import { convertUpstreamFailure } from '../convertUpstreamFailure.ts'
import type {
  QuoteRequest,
  QuoteSource,
  SourceQuote,
  SwapCall,
  SwapCallRequest,
  SwapToken,
} from '../QuoteSource.ts'
import { createPairReader, type PairReserves, type StoredReserves } from './createPairReader.ts'
import { uniswapV2RouterAbi } from './uniswapV2Abi.ts'
import { getAmountsOut, priceImpactPercent, type RouteHop } from './uniswapV2Math.ts'

// Upper estimates of the router's exact-input swaps, measured on anvil (buildTransaction.test.ts
// checks them): one pair uses about 105,000, and 152,000 for a pair's first trade in a while
// (its price accumulators are written from zero); each further pair about 45,000 more, or
// 85,000. A limit is more than what is used: before the storage refunds that trade needs about
// 190,000 (175,000 ran out), and build-transaction gives at least this figure as the limit.
const GAS_FIRST_HOP = 220_000n
const GAS_PER_EXTRA_HOP = 90_000n
// A pair's reserves are uint112: a trade that would pass it reverts in the pair.
const MAX_RESERVE = 2n ** 112n - 1n

export interface CreateUniswapV2SourceParameters {
  config: Extract<QuoteSourceConfig, { type: 'uniswap-v2' }>
  /** The chain's client (the chain reader's: its timeouts and retries). */
  client: PublicClient
  /** This chain's reserve cache (`createPairReader`'s `reserveCache`); in memory by default. */
  reserveCache?: TtlCache<StoredReserves>
}

interface Candidate {
  path: Address[]
  hops: RouteHop[]
  toAmount: bigint
  blockNumber: bigint
}

/**
 * The quote source of a Uniswap V2 deployment, read on the chain itself: for a trade it reads
 * the direct pair and the route through the wrapped native token, computes each route's output
 * exactly as UniswapV2Library.getAmountsOut (0.3 % fee per pair, integer arithmetic) and takes
 * the better. Reserves are reused for `reserveCacheMs` (default 1 s, `createPairReader`); `fresh`
 * reads them now. It builds the router's exact-input swaps.
 *
 * @example
 * const source = createUniswapV2Source({ config, client: reader.client })
 * const quote = await source.quote({ from: eth, to: pusd, amount: 10n ** 18n })
 */
export function createUniswapV2Source(parameters: CreateUniswapV2SourceParameters): QuoteSource {
  const { config, client } = parameters
  const { caipNetworkId, router, weth } = config
  const pairs = createPairReader({
    client,
    factory: config.factory,
    maxAgeMs: config.reserveCacheMs,
    ...(parameters.reserveCache === undefined ? {} : { reserveCache: parameters.reserveCache }),
  })
  const onChain = (token: SwapToken): Address => (token.address === 'native' ? weth : token.address)
  const upstream = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw convertUpstreamFailure(caipNetworkId, error)
    })

  async function tradableTokens(tokens: readonly Address[]): Promise<Address[]> {
    const found = await upstream(
      Promise.all(
        tokens.map(async (token) => {
          if (token.toLowerCase() === weth.toLowerCase()) return true
          const partners = [weth, ...tokens.filter((other) => other !== token)]
          const pairsOfToken = await Promise.all(
            partners.map((partner) => pairs.findPair(token, partner)),
          )
          return pairsOfToken.some((pair) => pair !== undefined)
        }),
      ),
    )
    return tokens.filter((_, index) => found[index])
  }

  async function quote(request: QuoteRequest): Promise<SourceQuote> {
    const tokenIn = onChain(request.from)
    const tokenOut = onChain(request.to)
    if (tokenIn.toLowerCase() === tokenOut.toLowerCase())
      throw new NoSwapRouteError(request.from.symbol, request.to.symbol)
    const paths: Address[][] = [[tokenIn, tokenOut]]
    const isWeth = (token: Address) => token.toLowerCase() === weth.toLowerCase()
    const viaWeth = !isWeth(tokenIn) && !isWeth(tokenOut)
    if (viaWeth) paths.push([tokenIn, weth, tokenOut])

    const legs = [...new Set(paths.flatMap((path) => legsOf(path)))]
    const legPairs = await upstream(
      Promise.all(legs.map((leg) => pairs.findPair(...splitLeg(leg)))),
    )
    const pairOfLeg = new Map(legs.map((leg, index) => [leg, legPairs[index]]))
    const usable = paths.filter((path) => legsOf(path).every((leg) => pairOfLeg.get(leg)))
    if (usable.length === 0) throw new NoSwapRouteError(request.from.symbol, request.to.symbol)

    const wanted = [...new Set(usable.flatMap((path) => legsOf(path)))].map((leg) => ({
      pair: pairOfLeg.get(leg) as Address,
      token0: sortTokens(...splitLeg(leg))[0],
    }))
    const reserves = await upstream(
      pairs.readReserves(wanted, request.fresh ? { fresh: true } : {}),
    )

    let tooDeep = false
    const candidates: Candidate[] = []
    for (const path of usable) {
      const hops: RouteHop[] = []
      let blockNumber: bigint | undefined
      for (const leg of legsOf(path)) {
        const [from] = splitLeg(leg)
        const read = reserves.get(pairOfLeg.get(leg) as Address) as PairReserves
        const fromIsToken0 = read.token0.toLowerCase() === from.toLowerCase()
        hops.push({
          reserveIn: fromIsToken0 ? read.reserve0 : read.reserve1,
          reserveOut: fromIsToken0 ? read.reserve1 : read.reserve0,
        })
        if (blockNumber === undefined || read.blockNumber < blockNumber)
          blockNumber = read.blockNumber
      }
      const amounts = getAmountsOut(request.amount, hops)
      // An empty pool, or an amount beyond what a pool holds of the token paid into it.
      const fillable = hops.every(
        (hop, index) =>
          hop.reserveIn > 0n &&
          hop.reserveOut > 0n &&
          (amounts[index] as bigint) <= hop.reserveIn &&
          hop.reserveIn + (amounts[index] as bigint) <= MAX_RESERVE,
      )
      if (!fillable) {
        tooDeep = true
        continue
      }
      candidates.push({
        path,
        hops,
        toAmount: amounts.at(-1) as bigint,
        blockNumber: blockNumber as bigint,
      })
    }
    const best = candidates.reduce<Candidate | undefined>(
      (winner, candidate) =>
        winner === undefined || candidate.toAmount > winner.toAmount ? candidate : winner,
      undefined,
    )
    if (best === undefined) {
      if (tooDeep) throw new NotEnoughLiquidityError()
      throw new NoSwapRouteError(request.from.symbol, request.to.symbol)
    }
    if (best.toAmount === 0n) throw new AmountTooSmallError()
    return {
      toAmount: best.toAmount,
      priceImpact: priceImpactPercent(request.amount, best.hops, best.toAmount),
      route: best.path,
      gas: GAS_FIRST_HOP + GAS_PER_EXTRA_HOP * BigInt(best.hops.length - 1),
      blockNumber: best.blockNumber,
    }
  }

  function buildSwap(request: SwapCallRequest): SwapCall {
    const path = [...request.route]
    const common = [request.minimumToAmount, path, request.recipient, request.deadline] as const
    if (request.from.address === 'native')
      return {
        to: router,
        value: request.amount,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: common,
        }),
      }
    return {
      to: router,
      value: 0n,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName:
          request.to.address === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [request.amount, ...common],
      }),
    }
  }

  return { caipNetworkId, spender: router, tradableTokens, quote, buildSwap }
}

// A leg is two addresses joined by a space, so that a Set can hold it.
function legsOf(path: readonly Address[]): string[] {
  return path.slice(1).map((to, index) => `${path[index]} ${to}`)
}

function splitLeg(leg: string): [Address, Address] {
  const [from, to] = leg.split(' ')
  return [from as Address, to as Address]
}

function sortTokens(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}
