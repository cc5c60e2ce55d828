import { UnsupportedChainError } from '../errors.ts'

/** Where the frame reads and sends on a Solana network: the project's server only. */
export interface SolanaServices {
  /**
   * The project's gateway URL for the network; `UnsupportedChainError` when the server does not
   * serve it (the page's RPC URL is never used for Solana).
   */
  rpcUrl(caipNetworkId: string): Promise<string>
  /** The server's symbol for an SPL mint on the network (`POST /v1/fungible/price`), if listed. */
  tokenSymbol?(caipNetworkId: string, mint: string): Promise<string | undefined>
}

/**
 * The server's Solana services for a project: the gateway (`/v1/?chainId=solana:…`) of a network
 * `GET /v1/supported-chains` lists, and token symbols from its price table.
 *
 * @example
 * const solana = createSolanaServices({ baseUrl, projectId, loadServerChains })
 * await solana.rpcUrl('solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo') // 'http://…/v1/?chainId=solana%3A…'
 */
export function createSolanaServices(parameters: {
  baseUrl: string
  projectId: string
  loadServerChains(): Promise<ReadonlySet<string>>
  fetch?: typeof globalThis.fetch
}): SolanaServices {
  const base = parameters.baseUrl.replace(/\/+$/, '')
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return {
    async rpcUrl(caipNetworkId) {
      if (!(await parameters.loadServerChains()).has(caipNetworkId))
        throw new UnsupportedChainError(caipNetworkId)
      const query = new URLSearchParams({ chainId: caipNetworkId, projectId: parameters.projectId })
      return `${base}/v1/?${query}`
    },
    async tokenSymbol(caipNetworkId, mint) {
      const response = await fetchImpl(
        `${base}/v1/fungible/price?projectId=${encodeURIComponent(parameters.projectId)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          credentials: 'omit',
          body: JSON.stringify({ currency: 'usd', addresses: [`${caipNetworkId}:${mint}`] }),
          signal: AbortSignal.timeout(5_000),
        },
      )
      if (!response.ok) return undefined
      const body = (await response.json()) as { fungibles?: { symbol?: unknown }[] }
      const symbol = body.fungibles?.[0]?.symbol
      // Plain letters and digits only: the server's word, shown in the view.
      return typeof symbol === 'string' && /^[A-Za-z0-9.]{1,12}$/.test(symbol) ? symbol : undefined
    },
  }
}
