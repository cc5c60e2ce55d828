import { getAddress } from 'viem'
import type { ChainConfig, TokenConfig } from './config.ts'
import { NATIVE_TOKEN_ADDRESS, SOLANA_NATIVE_TOKEN_ADDRESS } from './priceRequest.ts'

/** One answer of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  /** The CAIP-10 id it was asked for, checksummed (EVM). */
  address: string
  name: string
  symbol: string
  iconUrl: string | null
  price: number
}

type PriceEntry = Omit<FungiblePrice, 'address'>

/**
 * The price source: the fixed USD table of the config (native currencies, ERC-20s and SPL
 * mints). It is configuration by design: local chains have no market. Unknown ids are left out.
 * EVM addresses match in any case; Solana addresses (base58) only exactly.
 *
 * @example
 * const prices = createPriceTable(config.chains, config.tokens)
 * prices.lookup('eip155:31337:0xeeee…') // { symbol: 'ETH', price: 3000, … }
 * prices.lookup('solana:…:So11111111111111111111111111111111111111111') // { symbol: 'SOL', … }
 */
export function createPriceTable(chains: readonly ChainConfig[], tokens: readonly TokenConfig[]) {
  const table = new Map<string, PriceEntry>()
  for (const chain of chains) {
    const nativeAddress = nativeAddressOf(chain.namespace)
    if (nativeAddress === undefined) continue
    table.set(keyOf(chain.caipNetworkId, nativeAddress), {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      iconUrl: chain.iconUrl,
      price: chain.nativePriceUsd,
    })
  }
  for (const token of tokens)
    table.set(keyOf(token.caipNetworkId, token.address), {
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
      const entry = table.get(keyOf(network, address))
      if (!entry) return undefined
      const shown =
        !network.startsWith('eip155:') || address.toLowerCase() === NATIVE_TOKEN_ADDRESS
          ? address
          : getAddress(address)
      return { address: `${network}:${shown}`, ...entry }
    },
  }
}

function nativeAddressOf(namespace: ChainConfig['namespace']): string | undefined {
  if (namespace === 'eip155') return NATIVE_TOKEN_ADDRESS
  if (namespace === 'solana') return SOLANA_NATIVE_TOKEN_ADDRESS
  return undefined
}

// EVM addresses are hex in any case; base58 is case-sensitive.
function keyOf(caipNetworkId: string, address: string): string {
  return caipNetworkId.startsWith('eip155:')
    ? `${caipNetworkId}:${address.toLowerCase()}`
    : `${caipNetworkId}:${address}`
}
