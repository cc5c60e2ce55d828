import type { Network } from '@portico/core'

/** The query parameter that narrows the demo's networks to one family: `?networks=solana`. */
export const NETWORKS_PARAM = 'networks'

/**
 * The demo's networks as `?networks=` asks: `solana` keeps only the Solana network (a dApp of
 * Solana networks only, where the embedded wallet's e-mail and social sign-in give the Solana
 * account); anything else, or a devnet without Solana, keeps them all.
 *
 * @example
 * selectNetworks(toNetworks(settings), '?networks=solana') // [the local Solana network]
 */
export function selectNetworks(
  networks: readonly [Network, ...Network[]],
  search: string,
): [Network, ...Network[]] {
  const family = new URLSearchParams(search).get(NETWORKS_PARAM)
  const [first, ...rest] = networks.filter((network) => network.chainNamespace === family)
  return family === 'solana' && first ? [first, ...rest] : [...networks]
}
