import { type Address, getAddress, type Hex, labelhash, namehash, zeroHash } from 'viem'
import { throwIfAborted, untilAborted } from './abort.ts'
import { DEPLOYER_ACCOUNT, type DevAccount } from './accounts.ts'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { createDeployerClient, type DeployerClient, waitForReceipt } from './deployerClient.ts'
import { DeploymentError } from './errors.ts'

/** ENS on one devnet chain: where viem's `getEnsAddress` / `getEnsName` resolve the zone. */
export interface DevnetEns {
  chainId: number
  /** PorticoEnsRegistry: the deployer owns the root, the zone's parents and `reverse`. */
  registry: Address
  /** PorticoOffchainResolver, the resolver of the zone and of `reverse` (ENSIP-10 wildcard). */
  resolver: Address
  /** PorticoUniversalResolver: pass it as viem's `universalResolverAddress`. */
  universalResolver: Address
  /** The ENS name the names live under, e.g. 'portico.id'. */
  zone: string
  /** The ERC-3668 URL template the resolver sends lookups to. */
  gatewayUrl: string
  /** The addresses whose signed gateway answers the resolver accepts. */
  signers: Address[]
}

/** The compiled ENS contracts (`compileEnsContracts`' artifacts). */
export interface EnsArtifacts {
  registry: TokenArtifact
  resolver: TokenArtifact
  universalResolver: TokenArtifact
}

export interface DeployEnsContractsParameters {
  chainId: number
  rpcUrl: string
  artifacts: EnsArtifacts
  /** The zone to point at the gateway, e.g. 'portico.id' (every parent is created). */
  zone: string
  /** ERC-3668 URL template, e.g. `ensGatewayUrl(serverUrl)`. */
  gatewayUrl: string
  /** Addresses of the gateway's signing keys. */
  signers: readonly Address[]
  /** Who deploys and owns the registry's nodes (default account 0). */
  account?: DevAccount
  /** Aborting cancels the transaction in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

/**
 * Deploys the devnet's ENS: the registry, an offchain resolver sending lookups to `gatewayUrl`
 * and trusting `signers`, and the universal resolver over the registry; then creates the zone's
 * nodes (`id`, `portico.id`) and `reverse`, and points the zone and `reverse` at the resolver, so
 * that `<label>.<zone>` and `<address>.<coin type>.reverse` resolve through the gateway. The
 * addresses follow the account's nonces, so they are recorded (`DevnetEns`), not fixed.
 *
 * @example
 * const ens = await deployEnsContracts({ chainId: 31337, rpcUrl, artifacts, zone: 'portico.id', gatewayUrl, signers: [signer] })
 * await getEnsAddress(client, { name: 'alice.portico.id', universalResolverAddress: ens.universalResolver })
 */
export async function deployEnsContracts(
  parameters: DeployEnsContractsParameters,
): Promise<DevnetEns> {
  const { chainId, artifacts, signal } = parameters
  const client = createDeployerClient(
    chainId,
    parameters.rpcUrl,
    signal,
    parameters.account ?? DEPLOYER_ACCOUNT,
  )
  const owner = client.account.address
  const registry = await deploy(client, artifacts.registry, [], 'PorticoEnsRegistry', signal)
  const resolver = await deploy(
    client,
    artifacts.resolver,
    [[parameters.gatewayUrl], [...parameters.signers]],
    'PorticoOffchainResolver',
    signal,
  )
  const universalResolver = await deploy(
    client,
    artifacts.universalResolver,
    [registry],
    'PorticoUniversalResolver',
    signal,
  )

  const send = async (functionName: string, args: readonly unknown[]) => {
    throwIfAborted(signal)
    const hash = await untilAborted(
      client.writeContract({ address: registry, abi: artifacts.registry.abi, functionName, args }),
      signal,
    )
    await waitForSuccess(client, hash, `PorticoEnsRegistry.${functionName}`, signal)
  }
  // The zone's labels from the top ('id', then 'portico'), each made a node of the deployer's.
  const labels = parameters.zone.split('.').reverse()
  let parent: Hex = zeroHash
  for (const [index, label] of labels.entries()) {
    await send('setSubnodeOwner', [parent, labelhash(label), owner])
    parent = namehash(
      labels
        .slice(0, index + 1)
        .reverse()
        .join('.'),
    )
  }
  await send('setResolver', [namehash(parameters.zone), resolver])
  await send('setSubnodeOwner', [zeroHash, labelhash('reverse'), owner])
  await send('setResolver', [namehash('reverse'), resolver])

  return {
    chainId,
    registry,
    resolver,
    universalResolver,
    zone: parameters.zone,
    gatewayUrl: parameters.gatewayUrl,
    signers: [...parameters.signers],
  }
}

async function deploy(
  client: DeployerClient,
  artifact: TokenArtifact,
  args: readonly unknown[],
  label: string,
  signal: AbortSignal | undefined,
): Promise<Address> {
  throwIfAborted(signal)
  const hash = await untilAborted(
    client.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args }),
    signal,
  )
  const receipt = await waitForSuccess(client, hash, label, signal)
  if (!receipt.contractAddress)
    throw new DeploymentError({
      chainId: client.chain.id,
      symbol: label,
      details: 'no contract address in the receipt',
    })
  return getAddress(receipt.contractAddress)
}

async function waitForSuccess(
  client: DeployerClient,
  hash: Hex,
  label: string,
  signal: AbortSignal | undefined,
) {
  const receipt = await waitForReceipt(client, hash, signal)
  if (receipt.status !== 'success')
    throw new DeploymentError({
      chainId: client.chain.id,
      symbol: label,
      details: `transaction ${hash} ${receipt.status}`,
    })
  return receipt
}
