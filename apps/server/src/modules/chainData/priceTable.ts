import { getAddress } from 'viem'
import type { ChainConfig, TokenConfig } from '../../config.ts'
import { NATIVE_TOKEN_ADDRESS } from './priceRequest.ts'

/** One answer of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  /** The CAIP-10 id it was asked for, checksummed. */
  address: string
  name: string
  symbol: string
  iconUrl: string | null
  price: number
}

/**
 * The price source: the fixed USD table of the config (native currencies and tokens). It is
 * configuration by design: local chains have no market. Unknown ids are left out.
 *
 * @example
 * const prices = createPriceTable(config.chains, config.tokens)
 * prices.lookup('eip155:31337:0xeeee…') // { symbol: 'ETH', price: 3000, … }
 */
export function createPriceTable(chains: readonly ChainConfig[], tokens: readonly TokenConfig[]) {
  const table = new Map<string, Omit<FungiblePrice, 'address'>>()
  for (const chain of chains)
    table.set(`${chain.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`, {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      iconUrl: chain.iconUrl,
      price: chain.nativePriceUsd,
    })
  for (const token of tokens)
    table.set(`${token.caipNetworkId}:${token.address.toLowerCase()}`, {
      name: token.name,
      symbol: token.symbol,
      iconUrl: token.iconUrl,
      price: token.priceUsd,
    })

  return {
    lookup(caip10: string): FungiblePrice | undefined {
      const cut = caip10.lastIndexOf(':')
      const network = caip10.slice(0, cut)
      const address = caip10.slice(cut + 1)
      const entry = table.get(`${network}:${address.toLowerCase()}`)
      if (!entry) return undefined
      const shown = address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? address : getAddress(address)
      return { address: `${network}:${shown}`, ...entry }
    },
  }
}
