import type { Network } from '@portico/core'

/** The Portico server's chain RPC gateway (spec §7, docs/rpc-gateway.md), for EVM reads. */
export interface EvmRpcGateway {
  /** The server's base URL: core's `apiUrl` (`config.options.apiUrl`). */
  apiUrl: string
  projectId: string
  /**
   * The CAIP-2 ids the server serves (its `GET /v1/supported-chains`), when known: other
   * networks skip the gateway. Absent: every EVM network tries it first (one it does not serve
   * answers 'Unsupported chain', and the fallback goes on to the network's own RPC).
   */
  caipNetworkIds?: readonly string[]
}

/**
 * The endpoints an EVM network is read at, in order: the gateway
 * (`{apiUrl}/v1/?chainId={caipNetworkId}&projectId={projectId}`) when there is one and it serves
 * the network, then the network's own HTTP RPC URLs. Empty when there is neither.
 *
 * @example
 * evmChainRpcUrls({ network: mainnet, gateway: { apiUrl: 'https://api.example', projectId: 'p1' } })
 * // ['https://api.example/v1/?chainId=eip155%3A1&projectId=p1', 'https://eth.merkle.io']
 */
export function evmChainRpcUrls(parameters: {
  network: Network
  gateway?: EvmRpcGateway | undefined
}): string[] {
  const { network, gateway } = parameters
  const own = network.rpcUrls.default.http
  const served =
    gateway !== undefined &&
    network.chainNamespace === 'eip155' &&
    (gateway.caipNetworkIds === undefined || gateway.caipNetworkIds.includes(network.caipNetworkId))
  if (!served) return [...new Set(own)]
  const query = new URLSearchParams({
    chainId: network.caipNetworkId,
    projectId: gateway.projectId,
  })
  const url = `${gateway.apiUrl.replace(/\/+$/, '')}/v1/?${query}`
  return [...new Set([url, ...own])]
}
