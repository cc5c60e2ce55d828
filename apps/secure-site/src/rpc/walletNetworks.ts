import * as v from 'valibot'
import { UnsupportedChainError } from '../errors.ts'
import { caipNetworkIdOf } from '../solana/solanaChains.ts'
import { type FetchServerListParameters, fetchServerList } from './fetchServerList.ts'

const networksSchema = v.object({
  networks: v.pipe(
    v.array(
      v.object({
        caipNetworkId: v.pipe(v.string(), v.maxLength(128)),
        testnet: v.boolean(),
      }),
    ),
    v.maxLength(1000),
  ),
})

/**
 * The CAIP-2 ids of the networks the embedded wallet serves for the project (`GET
 * /v1/embedded-wallet/networks`: spec §9's list and the server's extra ones). Throws
 * `ChainListUnavailableError` when the server does not answer with that list.
 *
 * @example
 * await fetchWalletNetworks({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * // Set { 'eip155:1', …, 'eip155:31337', 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo' }
 */
export async function fetchWalletNetworks(
  parameters: FetchServerListParameters,
): Promise<ReadonlySet<string>> {
  const { networks } = await fetchServerList(
    parameters,
    '/v1/embedded-wallet/networks',
    networksSchema,
  )
  return new Set(networks.map((network) => network.caipNetworkId))
}

/** The networks the frame serves: any other chain is refused. */
export interface WalletNetworks {
  /** Throws `UnsupportedChainError` ('Chain X is not supported by this wallet') off the list. */
  check(chainId: number | string): Promise<void>
}

/**
 * `WalletNetworks` over a loader of the list, asked once per load (again after a failure).
 *
 * @example
 * const networks = createWalletNetworks(() => fetchWalletNetworks({ baseUrl, projectId }))
 * await networks.check(31337) // throws unless 'eip155:31337' is listed
 */
export function createWalletNetworks(load: () => Promise<ReadonlySet<string>>): WalletNetworks {
  let list: Promise<ReadonlySet<string>> | undefined
  const loadOnce = () => {
    list ??= load().catch((error: unknown) => {
      list = undefined
      throw error
    })
    return list
  }
  return {
    async check(chainId) {
      const caipNetworkId = caipNetworkIdOf(chainId)
      if (caipNetworkId === undefined || !(await loadOnce()).has(caipNetworkId))
        throw new UnsupportedChainError(chainId)
    },
  }
}
