import {
  type CompilePorticoTokenParameters,
  type CompilePorticoTokenReturnType,
  compileDevnetContract,
} from './compilePorticoToken.ts'

/** The three ENS contracts of contracts/, compiled (or read from the cache). */
export interface CompileEnsContractsReturnType {
  registry: CompilePorticoTokenReturnType
  resolver: CompilePorticoTokenReturnType
  universalResolver: CompilePorticoTokenReturnType
}

/**
 * Compiles PorticoEnsRegistry.sol, PorticoOffchainResolver.sol and PorticoUniversalResolver.sol
 * one after the other (solc-js is CPU-bound), each through the artifact cache of
 * `compileDevnetContract` (a cache hit takes milliseconds).
 *
 * @example
 * const ens = await compileEnsContracts()
 * await deployEnsContracts({ chainId, rpcUrl, artifacts: ens, zone: 'portico.id', gatewayUrl, signers })
 */
export async function compileEnsContracts(
  parameters: CompilePorticoTokenParameters = {},
): Promise<CompileEnsContractsReturnType> {
  const registry = await compileDevnetContract('PorticoEnsRegistry', parameters)
  const resolver = await compileDevnetContract('PorticoOffchainResolver', parameters)
  const universalResolver = await compileDevnetContract('PorticoUniversalResolver', parameters)
  return { registry, resolver, universalResolver }
}
