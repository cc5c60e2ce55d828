import type { Address } from 'viem'
import { PORTICO_COLLECTIONS } from './collections.ts'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { createDeployerClient, deployAtExpectedAddress } from './deployerClient.ts'

/** A collection deployed on one chain. */
export interface DevnetCollection {
  chainId: number
  address: Address
  name: string
  symbol: string
  spam: boolean
}

export interface DeployCollectionsParameters {
  chainId: number
  rpcUrl: string
  /** PorticoNft's artifact (`compilePorticoNft`). */
  artifact: TokenArtifact
  /** Aborting cancels the deploy in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

/**
 * Deploys the PORTICO_COLLECTIONS from account 0, after `deployTokens` on the same fresh chain
 * (the nonces follow the tokens'). Fails if one does not land at its expected address.
 *
 * @example
 * const collections = await deployCollections({ chainId: 31337, rpcUrl, artifact })
 */
export async function deployCollections(
  parameters: DeployCollectionsParameters,
): Promise<DevnetCollection[]> {
  const client = createDeployerClient(parameters.chainId, parameters.rpcUrl, parameters.signal)
  const deployed: DevnetCollection[] = []
  for (const collection of PORTICO_COLLECTIONS) {
    await deployAtExpectedAddress(client, {
      artifact: parameters.artifact,
      args: [collection.name, collection.symbol],
      nonce: collection.nonce,
      expected: collection.address,
      label: collection.symbol,
      signal: parameters.signal,
    })
    deployed.push({
      chainId: parameters.chainId,
      address: collection.address,
      name: collection.name,
      symbol: collection.symbol,
      spam: collection.spam,
    })
  }
  return deployed
}
