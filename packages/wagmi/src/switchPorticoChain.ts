import {
  ALERTS,
  NetworkNotFoundError,
  type PorticoConfig,
  showAlert,
  switchNetwork,
} from '@portico/core'

/**
 * Switches the kit's EVM wallet to a chain by id, the way a wagmi `switchChain` asks for it.
 * The kit must list the chain among its networks: a chain only wagmi knows is a
 * `NetworkNotFoundError` that says where to add it, and the visitor sees the kit's 'Network Not
 * Found' alert (spec §8).
 *
 * @example
 * await switchPorticoChain(portico, 31338)
 */
export async function switchPorticoChain(portico: PorticoConfig, chainId: number): Promise<void> {
  const network = portico.options.networks.find(
    (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
  )
  if (!network) {
    showAlert(portico, ALERTS.NETWORK_NOT_FOUND)
    throw new NetworkNotFoundError({
      details: `Chain ${chainId} is not among Portico's networks: add it to createConfig({ networks }) (for example networks: wagmiChains.map(defineNetwork)).`,
    })
  }
  await switchNetwork(portico, network)
}
