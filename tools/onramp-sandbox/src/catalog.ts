import { type Address, getAddress, isAddress } from 'viem'
import { SandboxInputError } from './errors.ts'
import { DEFAULT_NATIVE_PRICE_USD, microUsdOf } from './pricing.ts'

/** A chain the sandbox delivers on. */
export interface SandboxChain {
  chainId: number
  rpcUrl: string
  name: string
  /** What its native ETH costs (default 3000 USD, the devnet server's price). */
  nativePriceUsd?: number
}

/** An ERC-20 the sandbox sells and the exchange pays out, on one chain. */
export interface SandboxToken {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  priceUsd: number
}

/** One asset on one chain, as a checkout or a payment delivers it. */
export interface Asset {
  chainId: number
  network: string
  symbol: string
  name: string
  decimals: number
  /** The ERC-20's address, or `native` for the chain's ETH. */
  address: Address | 'native'
  microUsd: bigint
}

/** A purchase currency as the options list it (the shape of docs/onramp-and-pay.md). */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  decimals: number
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** What the sandbox sells, and where: each configured token and each chain's ETH. */
export interface Catalog {
  chains: readonly SandboxChain[]
  assets: readonly Asset[]
  purchaseCurrencies: PurchaseCurrency[]
  /** The asset `symbol` on `network`; a SandboxInputError naming `field` if there is none. */
  bySymbol(symbol: unknown, network: unknown, field: string): Asset
  /** The asset at `address` (or `native`) on `network`, for the exchange. */
  byAddress(address: unknown, network: unknown, field: string): Asset
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Builds the catalog from the sandbox's chains and tokens: the tokens in the order given, then
 * ETH; each symbol once with the networks it is sold on.
 *
 * @example
 * createCatalog([{ chainId: 31337, rpcUrl, name: 'Portico Local' }], tokens).bySymbol('PUSD', 'eip155:31337', 'asset')
 */
export function createCatalog(
  chains: readonly SandboxChain[],
  tokens: readonly SandboxToken[],
): Catalog {
  const assets: Asset[] = []
  for (const token of tokens) {
    if (!chains.some((chain) => chain.chainId === token.chainId)) continue
    assets.push({
      chainId: token.chainId,
      network: `eip155:${token.chainId}`,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: getAddress(token.address),
      microUsd: microUsdOf(token.priceUsd),
    })
  }
  for (const chain of chains)
    assets.push({
      chainId: chain.chainId,
      network: `eip155:${chain.chainId}`,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      address: 'native',
      microUsd: microUsdOf(chain.nativePriceUsd ?? DEFAULT_NATIVE_PRICE_USD),
    })

  const purchaseCurrencies: PurchaseCurrency[] = []
  for (const asset of assets) {
    let currency = purchaseCurrencies.find((known) => known.id === asset.symbol)
    if (currency === undefined) {
      currency = {
        id: asset.symbol,
        name: asset.name,
        symbol: asset.symbol,
        decimals: asset.decimals,
        networks: [],
      }
      purchaseCurrencies.push(currency)
    }
    const chain = chains.find((known) => known.chainId === asset.chainId)
    currency.networks.push({
      name: slug(chain?.name ?? asset.network),
      display_name: chain?.name ?? asset.network,
      chain_id: asset.network,
      contract_address: asset.address === 'native' ? '' : asset.address,
    })
  }

  const checkNetwork = (network: unknown, field: string): string => {
    if (typeof network !== 'string' || !assets.some((asset) => asset.network === network))
      throw new SandboxInputError(
        `${field}: must be one of this sandbox's networks (${chains.map((chain) => `eip155:${chain.chainId}`).join(', ')})`,
      )
    return network
  }

  return {
    chains,
    assets,
    purchaseCurrencies,
    bySymbol(symbol, network, field) {
      const on = checkNetwork(network, 'network')
      const asset = assets.find((known) => known.network === on && known.symbol === symbol)
      if (asset === undefined)
        throw new SandboxInputError(
          `${field}: must be one of ${assets
            .filter((known) => known.network === on)
            .map((known) => known.symbol)
            .join(', ')} on ${on}`,
        )
      return asset
    },
    byAddress(address, network, field) {
      const on = checkNetwork(network, 'network')
      if (typeof address !== 'string' || (address !== 'native' && !isAddress(address)))
        throw new SandboxInputError(`${field}: must be a token contract address or 'native'`)
      const wanted = address === 'native' ? 'native' : getAddress(address)
      const asset = assets.find((known) => known.network === on && known.address === wanted)
      if (asset === undefined)
        throw new SandboxInputError(
          `${field}: ${address} is not an asset this sandbox pays on ${on}`,
        )
      return asset
    },
  }
}
