import { type Network, parseChainId } from '@portico/core'

/** The namespaces the embedded wallet's accounts are in: its EVM account and its Solana account. */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const

export type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number]

/**
 * Whether the embedded wallet has an account in `namespace`.
 *
 * @example
 * isEmbeddedNamespace('solana') // true
 * isEmbeddedNamespace('bip122') // false
 */
export function isEmbeddedNamespace(namespace: unknown): namespace is EmbeddedNamespace {
  return namespace === 'eip155' || namespace === 'solana'
}

/**
 * A network as the frame protocol names it: an EVM chain id (a number), else the CAIP-2 id
 * ('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').
 *
 * @example
 * frameChainId(solanaMainnet) // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function frameChainId(network: Network): number | string {
  return network.chainNamespace === 'eip155' ? network.id : network.caipNetworkId
}

/**
 * A chain id the frame answered with, as core takes it (`AdapterConnection.chainId`, a
 * `chainChanged` event): an EVM chain id is a number; a CAIP-2 id ('solana:…') is its namespace
 * and reference. Throws `InvalidChainIdError` for anything else.
 *
 * @example
 * readFrameChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { namespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
 * readFrameChain(31337) // { namespace: 'eip155', chainId: 31337 }
 */
export function readFrameChain(chainId: number | string): {
  namespace: string
  chainId: number | string
} {
  const [namespace, reference] =
    typeof chainId === 'string' && chainId.includes(':')
      ? chainId.split(':', 2)
      : ['eip155', chainId]
  return {
    namespace: String(namespace),
    chainId: namespace === 'eip155' ? parseChainId(reference) : String(reference),
  }
}
