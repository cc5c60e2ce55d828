import { type Address, getAddress, isAddress } from 'viem'
import { SandboxInputError } from './errors.ts'
import { DEFAULT_NATIVE_PRICE_USD, DEFAULT_SOL_PRICE_USD, microUsdOf } from './pricing.ts'

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

/** An SPL token (classic token program) the sandbox sells on its Solana network. */
export interface SandboxSolanaToken {
  /** The mint's base58 address. */
  mint: string
  symbol: string
  name: string
  decimals: number
  priceUsd: number
}

/** The Solana network the sandbox delivers on (tools/local-solana in the devnet). */
export interface SandboxSolana {
  /** Its CAIP-2 id, as the kit names it: `solana:` and the genesis hash's first 32 characters. */
  network: `solana:${string}`
  rpcUrl: string
  name: string
  /** What a SOL costs (default 150 USD, the devnet server's price). */
  nativePriceUsd?: number
  tokens: readonly SandboxSolanaToken[]
}

interface AssetFields {
  /** CAIP-2: `eip155:31337`, `solana:3Zv2…`. */
  network: string
  /** The network's display name (`Portico Local`). */
  chainName: string
  symbol: string
  name: string
  decimals: number
  microUsd: bigint
}

/** An asset on an EVM chain. */
export interface EvmAsset extends AssetFields {
  namespace: 'eip155'
  chainId: number
  /** The ERC-20's address, or `native` for the chain's ETH. */
  address: Address | 'native'
}

/** An asset on the Solana network. */
export interface SolanaAsset extends AssetFields {
  namespace: 'solana'
  /** The SPL token's mint (base58), or `native` for SOL. */
  address: string
}

/** One asset on one network, as a checkout or a payment delivers it. */
export type Asset = EvmAsset | SolanaAsset

/** A purchase currency as the options list it (the shape of docs/onramp-and-pay.md). */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  decimals: number
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** What the sandbox sells, and where: each configured token and each network's native currency. */
export interface Catalog {
  chains: readonly SandboxChain[]
  assets: readonly Asset[]
  purchaseCurrencies: PurchaseCurrency[]
  /** The asset `symbol` on `network`; a SandboxInputError naming `field` if there is none. */
  bySymbol(symbol: unknown, network: unknown, field: string): Asset
  /** The EVM asset at `address` (or `native`) on `network`, for the exchange (EVM only). */
  byAddress(address: unknown, network: unknown, field: string): EvmAsset
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Builds the catalog from the sandbox's chains and tokens: the EVM tokens in the order given,
 * then each chain's ETH, then the Solana network's tokens and SOL; each symbol once with the
 * networks it is sold on.
 *
 * @example
 * createCatalog([{ chainId: 31337, rpcUrl, name: 'Portico Local' }], tokens).bySymbol('PUSD', 'eip155:31337', 'asset')
 */
export function createCatalog(
  chains: readonly SandboxChain[],
  tokens: readonly SandboxToken[],
  solana?: SandboxSolana,
): Catalog {
  const assets: Asset[] = []
  for (const token of tokens) {
    const chain = chains.find((known) => known.chainId === token.chainId)
    if (chain === undefined) continue
    assets.push({
      namespace: 'eip155',
      chainId: token.chainId,
      network: `eip155:${token.chainId}`,
      chainName: chain.name,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: getAddress(token.address),
      microUsd: microUsdOf(token.priceUsd),
    })
  }
  for (const chain of chains)
    assets.push({
      namespace: 'eip155',
      chainId: chain.chainId,
      network: `eip155:${chain.chainId}`,
      chainName: chain.name,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      address: 'native',
      microUsd: microUsdOf(chain.nativePriceUsd ?? DEFAULT_NATIVE_PRICE_USD),
    })
  if (solana !== undefined) {
    const on = { namespace: 'solana', network: solana.network, chainName: solana.name } as const
    for (const token of solana.tokens)
      assets.push({
        ...on,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        address: token.mint,
        microUsd: microUsdOf(token.priceUsd),
      })
    assets.push({
      ...on,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      address: 'native',
      microUsd: microUsdOf(solana.nativePriceUsd ?? DEFAULT_SOL_PRICE_USD),
    })
  }

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
    currency.networks.push({
      name: slug(asset.chainName),
      display_name: asset.chainName,
      chain_id: asset.network,
      contract_address: asset.address === 'native' ? '' : asset.address,
    })
  }

  const checkNetwork = (network: unknown, among: readonly Asset[]): string => {
    if (typeof network !== 'string' || !among.some((asset) => asset.network === network))
      throw new SandboxInputError(
        `network: must be one of this sandbox's networks (${[...new Set(among.map((asset) => asset.network))].join(', ')})`,
      )
    return network
  }
  const evmAssets = assets.filter((asset): asset is EvmAsset => asset.namespace === 'eip155')

  return {
    chains,
    assets,
    purchaseCurrencies,
    bySymbol(symbol, network, field) {
      const on = checkNetwork(network, assets)
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
      const on = checkNetwork(network, evmAssets)
      if (typeof address !== 'string' || (address !== 'native' && !isAddress(address)))
        throw new SandboxInputError(`${field}: must be a token contract address or 'native'`)
      const wanted = address === 'native' ? 'native' : getAddress(address)
      const asset = evmAssets.find((known) => known.network === on && known.address === wanted)
      if (asset === undefined)
        throw new SandboxInputError(
          `${field}: ${address} is not an asset this sandbox pays on ${on}`,
        )
      return asset
    },
  }
}
