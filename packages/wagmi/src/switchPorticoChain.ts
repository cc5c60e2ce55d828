import { NetworkNotFoundError, type PorticoConfig, switchNetwork } from '@portico/core'

/**
 * Switches the kit's EVM wallet to a chain by id, the way a wagmi `switchChain` asks for it.
 * The kit must list the chain among its networks: a chain only wagmi knows is a
 * `NetworkNotFoundError` that says where to add it.
 *
 * @example
 * await switchPorticoChain(portico, 31338)
 */
export async function switchPorticoChain(portico: PorticoConfig, chainId: number): Promise<void> {
  const network = portico.options.networks.find(
    (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
  )
  if (!network)
    throw new NetworkNotFoundError({
      details: `Chain ${chainId} is not among Portico's networks: add it to createConfig({ networks }) (for example networks: wagmiChains.map(defineNetwork)).`,
    })
  await switchNetwork(portico, network)
}
