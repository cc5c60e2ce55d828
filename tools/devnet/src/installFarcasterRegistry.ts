import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  pad,
  parseAbi,
  toHex,
} from 'viem'
import { untilAborted } from './abort.ts'
import { type CompilePorticoTokenReturnType, compileDevnetContract } from './compilePorticoToken.ts'
import { DeploymentError } from './errors.ts'
import {
  DEVNET_FARCASTER_ACCOUNTS,
  FARCASTER_ID_REGISTRY_ADDRESS,
  FARCASTER_KEY_REGISTRY_ADDRESS,
} from './farcaster.ts'

/** The two Farcaster stand-ins, compiled (or from the cache). */
export interface CompileFarcasterContractsReturnType {
  idRegistry: CompilePorticoTokenReturnType
  keyRegistry: CompilePorticoTokenReturnType
}

/**
 * Compiles contracts/farcaster/PorticoFarcasterIdRegistry.sol and PorticoFarcasterKeyRegistry.sol
 * through the artifact cache.
 *
 * @example
 * const compiled = await compileFarcasterContracts()
 */
export async function compileFarcasterContracts(
  parameters: { signal?: AbortSignal; cacheDir?: string } = {},
): Promise<CompileFarcasterContractsReturnType> {
  const idRegistry = await compileDevnetContract('PorticoFarcasterIdRegistry', parameters)
  const keyRegistry = await compileDevnetContract('PorticoFarcasterKeyRegistry', parameters)
  return { idRegistry, keyRegistry }
}

export interface InstallFarcasterRegistryParameters {
  /** An anvil chain (anvil_setCode, anvil_setStorageAt). */
  rpcUrl: string
  /** The fids to register with their custody addresses (default DEVNET_FARCASTER_ACCOUNTS). */
  accounts?: readonly { fid: number; custodyAddress: Address }[]
  /** Compiled by the stack's 'compile' phase; compiled here, through the cache, when absent. */
  compiled?: CompileFarcasterContractsReturnType
  signal?: AbortSignal
}

export interface InstallFarcasterRegistryReturnType {
  idRegistry: Address
  keyRegistry: Address
  accounts: { fid: number; custodyAddress: Address }[]
}

const idRegistryAbi = parseAbi([
  'function idOf(address custody) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
])

/**
 * Puts the devnet's Farcaster stand-ins where `@farcaster/auth-client` reads (a stand-in ID
 * registry at Farcaster's IdRegistry address, a key registry that knows no keys at the
 * KeyRegistry's) with `anvil_setCode`, and registers each fid by writing `idOf[custody]` and
 * `custodyOf[fid]` with `anvil_setStorageAt`: no transaction, so no dev account's nonce or
 * balance moves. Checks the registrations by reading them back (DeploymentError otherwise).
 *
 * @example
 * await installFarcasterRegistry({ rpcUrl: anvil.rpcUrl }) // fids 1001 'alice', 1002 'bob'
 */
export async function installFarcasterRegistry(
  parameters: InstallFarcasterRegistryParameters,
): Promise<InstallFarcasterRegistryReturnType> {
  const { rpcUrl, signal } = parameters
  const accounts = (parameters.accounts ?? DEVNET_FARCASTER_ACCOUNTS).map(
    ({ fid, custodyAddress }) => ({ fid, custodyAddress }),
  )
  const compiled = parameters.compiled ?? (await compileFarcasterContracts({ signal }))
  const transport = http(rpcUrl, { fetchOptions: { signal } })
  const testClient = createTestClient({ mode: 'anvil', transport })
  const publicClient = createPublicClient({ transport })
  for (const [address, artifact] of [
    [FARCASTER_ID_REGISTRY_ADDRESS, compiled.idRegistry.artifact],
    [FARCASTER_KEY_REGISTRY_ADDRESS, compiled.keyRegistry.artifact],
  ] as const) {
    // Neither has a constructor: running the creation code in a call answers the runtime code.
    const { data: runtime } = await untilAborted(
      publicClient.call({ data: artifact.bytecode }),
      signal,
    )
    if (runtime === undefined || runtime === '0x')
      throw new DeploymentError({
        chainId: await publicClient.getChainId(),
        symbol: 'Farcaster registry stand-in',
        details: 'its creation code answered no runtime code',
      })
    await untilAborted(testClient.setCode({ address, bytecode: runtime }), signal)
  }
  for (const { fid, custodyAddress } of accounts) {
    await untilAborted(
      testClient.setStorageAt({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        index: mappingSlot(encodeAbiParameters([{ type: 'address' }], [custodyAddress]), 0n),
        value: pad(toHex(BigInt(fid))),
      }),
      signal,
    )
    await untilAborted(
      testClient.setStorageAt({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        index: mappingSlot(encodeAbiParameters([{ type: 'uint256' }], [BigInt(fid)]), 1n),
        value: pad(custodyAddress),
      }),
      signal,
    )
    const registered = await untilAborted(
      publicClient.readContract({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custodyAddress],
      }),
      signal,
    )
    if (registered !== BigInt(fid))
      throw new DeploymentError({
        chainId: await publicClient.getChainId(),
        symbol: 'Farcaster ID registry stand-in',
        details: `fid ${fid} reads back as ${registered}`,
      })
  }
  return {
    idRegistry: FARCASTER_ID_REGISTRY_ADDRESS,
    keyRegistry: FARCASTER_KEY_REGISTRY_ADDRESS,
    accounts,
  }
}

// Solidity's slot of `mapping[key]` for a mapping at `slot`: keccak256(key ++ slot).
function mappingSlot(encodedKey: Hex, slot: bigint): Hex {
  return keccak256(`${encodedKey}${encodeAbiParameters([{ type: 'uint256' }], [slot]).slice(2)}`)
}
