import * as v from 'valibot'
import { durationMs, eip155NetworkId, evmAddress } from '../../schema/configFields.ts'

/*
 * The convert (swap) module's part of the config file: `quoteSources`. Composed with the other
 * modules' parts in src/config.ts.
 */

/**
 * Where the swap routes get quotes for one EVM chain. One kind today: a Uniswap V2 deployment
 * read on the chain itself (router, its factory and wrapped native token); a hosted aggregator
 * would be one more `type` here.
 */
const quoteSourceSchema = v.variant(
  'type',
  [
    v.strictObject({
      type: v.literal('uniswap-v2'),
      caipNetworkId: eip155NetworkId,
      /** UniswapV2Router02 (or a fork with the same interface): the swaps and approvals go to it. */
      router: evmAddress,
      /** The router's factory, where the pairs are looked up. */
      factory: evmAddress,
      /** The router's wrapped native token (its `WETH()`). */
      weth: evmAddress,
      /**
       * How long pool reserves read for quotes are reused (0: read for every quote). Swaps are
       * always built from reserves read at that moment.
       */
      reserveCacheMs: v.optional(durationMs(0, 60_000), 1000),
    }),
  ],
  "must be a quote source with a known type: 'uniswap-v2'",
)

/**
 * The config file's keys that this module reads, each with its default.
 *
 * @example
 * v.parse(v.strictObject(convertConfigEntries), {}).quoteSources // []
 */
export const convertConfigEntries = {
  /**
   * Swap quote sources, at most one per chain; swaps are served on the chains that have one
   * (spec §9's networks and any other configured chain).
   */
  quoteSources: v.optional(v.array(quoteSourceSchema), []),
}

export type QuoteSourceConfig = v.InferOutput<typeof quoteSourceSchema>

/**
 * A quote source on a chain not in `chains`, or a second one for a chain, as
 * `quoteSources[i].caipNetworkId: …`; undefined if none.
 *
 * @example
 * findQuoteSourcesProblem(config.quoteSources, config.chains)
 */
export function findQuoteSourcesProblem(
  quoteSources: readonly QuoteSourceConfig[],
  chains: readonly { caipNetworkId: string }[],
): string | undefined {
  const quoteSourceChains = new Set<string>()
  for (const [index, source] of quoteSources.entries()) {
    const chain = chains.find((known) => known.caipNetworkId === source.caipNetworkId)
    if (chain === undefined)
      return `quoteSources[${index}].caipNetworkId: '${source.caipNetworkId}' is not listed in chains`
    if (quoteSourceChains.has(source.caipNetworkId))
      return `quoteSources[${index}].caipNetworkId: '${source.caipNetworkId}' already has a quote source`
    quoteSourceChains.add(source.caipNetworkId)
  }
  return undefined
}
