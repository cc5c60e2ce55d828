import type { Network } from '@portico/core'

/** A chain that one side of the bridge lists and the other does not, and what to change. */
export interface ChainMismatch {
  chainId: number
  message: string
}

/**
 * Compares wagmi's chains with the kit's EVM networks. Every chain only one side lists gets a
 * message naming the option to change: the modal cannot switch to a chain the kit does not
 * list, and wagmi's hooks see a chain missing from its config as unknown.
 *
 * @example
 * findChainMismatches([{ id: 1, name: 'Ethereum' }], [])[0].message
 * // "Chain Ethereum (1) is in wagmi's chains but not in Portico's networks: …"
 */
export function findChainMismatches(
  wagmiChains: readonly { id: number; name: string }[],
  networks: readonly Network[],
): ChainMismatch[] {
  const evmNetworks = networks.filter((network) => network.chainNamespace === 'eip155')
  const porticoIds = new Set(evmNetworks.map((network) => Number(network.id)))
  const wagmiIds = new Set(wagmiChains.map((chain) => chain.id))
  return [
    ...wagmiChains
      .filter((chain) => !porticoIds.has(chain.id))
      .map((chain) => ({
        chainId: chain.id,
        message: `Chain ${chain.name} (${chain.id}) is in wagmi's chains but not in Portico's networks: the modal cannot show or switch to it. Add it to Portico's createConfig({ networks }), e.g. networks: chains.map(defineNetwork).`,
      })),
    ...evmNetworks
      .filter((network) => !wagmiIds.has(Number(network.id)))
      .map((network) => ({
        chainId: Number(network.id),
        message: `Network ${network.name} (${network.id}) is in Portico's networks but not in wagmi's chains: wagmi's hooks will see it as an unknown chain. Add it to wagmi's createConfig({ chains, transports }).`,
      })),
  ]
}
