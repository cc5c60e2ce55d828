import { ChainRpcError, type Network } from '@portico/core'

/**
 * The network's first HTTP RPC URL, where the adapter reads the chain and sends transactions;
 * a `ChainRpcError` when the network lists none or it is not an http(s) URL.
 *
 * @example
 * const rpc = createSolanaRpc(requireRpcUrl(network))
 */
export function requireRpcUrl(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainRpcError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  let protocol: string | undefined
  try {
    protocol = new URL(url).protocol
  } catch {
    protocol = undefined
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new ChainRpcError({ details: `${network.caipNetworkId}'s RPC URL is not http(s)` })
  return url
}
