import type { Network } from '@portico/core'

export interface SelectSolanaNetworkParameters {
  /** The network the dApp would like, if any. */
  preferred?: Network
  /** The dApp's Solana networks, in its order. */
  networks: readonly Network[]
  /** CAIP-2 ids the wallet supports (its `chains` and its accounts' `chains`). */
  supported: ReadonlySet<string>
}

/**
 * The network to use with a Solana wallet: `preferred` when the wallet supports it, else the
 * first of the dApp's networks it supports; undefined when it supports none.
 *
 * @example
 * selectSolanaNetwork({ networks: [mainnet, devnet], supported: new Set([devnet.caipNetworkId]) }) // devnet
 */
export function selectSolanaNetwork(
  parameters: SelectSolanaNetworkParameters,
): Network | undefined {
  const { preferred, networks, supported } = parameters
  if (preferred?.chainNamespace === 'solana' && supported.has(preferred.caipNetworkId))
    return preferred
  return networks.find(
    (network) => network.chainNamespace === 'solana' && supported.has(network.caipNetworkId),
  )
}
