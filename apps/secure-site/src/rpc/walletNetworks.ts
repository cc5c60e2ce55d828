import * as v from 'valibot'
import { ChainListUnavailableError, UnsupportedChainError } from '../errors.ts'
import { caipNetworkIdOf } from '../solana/solanaChains.ts'

const DEFAULT_TIMEOUT_MS = 5_000

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
export async function fetchWalletNetworks(parameters: {
  baseUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}): Promise<ReadonlySet<string>> {
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const url = `${parameters.baseUrl.replace(/\/+$/, '')}/v1/embedded-wallet/networks?projectId=${encodeURIComponent(parameters.projectId)}`
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const parsed = v.safeParse(networksSchema, await response.json())
    if (!parsed.success) throw new Error(v.summarize(parsed.issues))
    return new Set(parsed.output.networks.map((network) => network.caipNetworkId))
  } catch (cause) {
    throw new ChainListUnavailableError({
      cause,
      details: `GET /v1/embedded-wallet/networks: ${String(cause)}`,
    })
  }
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
