import type { Network } from '@portico/core'

/**
 * The EIP-3085 `wallet_addEthereumChain` parameters for a network. Optional fields are left out
 * rather than sent empty, because wallets reject null values.
 *
 * @example
 * await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network, '0x7a69')] })
 */
export function addChainParameters(network: Network, chainId: string) {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}
