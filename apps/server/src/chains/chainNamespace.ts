/** The chain families this server reads, by CAIP-2 namespace. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `eip155:<decimal chain id>`. */
export const EIP155_NETWORK_ID_PATTERN = /^eip155:[1-9]\d{0,15}$/
/** `solana:<first 32 base58 characters of the genesis hash>`. */
export const SOLANA_NETWORK_ID_PATTERN = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
/** `bip122:<first 32 hex characters of the genesis block hash>`. */
export const BIP122_NETWORK_ID_PATTERN = /^bip122:[0-9a-f]{32}$/

/**
 * The namespace of a CAIP-2 id when it is one this server reads, else undefined.
 *
 * @example
 * chainNamespaceOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana'
 * chainNamespaceOf('cosmos:cosmoshub-4') // undefined
 */
export function chainNamespaceOf(caipNetworkId: string): ChainNamespace | undefined {
  const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':'))
  return CHAIN_NAMESPACES.find((known) => known === namespace)
}
