import {
  type CompilePorticoTokenParameters,
  type CompilePorticoTokenReturnType,
  compileDevnetContract,
} from './compilePorticoToken.ts'

/** The three ERC-4337 contracts of contracts/accountAbstraction/, compiled (or from the cache). */
export interface CompileAccountAbstractionContractsReturnType {
  /** PorticoSmartAccount: Solady's ERC4337 account for EntryPoint v0.8 (the implementation). */
  accountImplementation: CompilePorticoTokenReturnType
  /** PorticoAccountFactory: Solady's ERC4337Factory with viem's `createAccount(owner, salt)`. */
  accountFactory: CompilePorticoTokenReturnType
  /** PorticoVerifyingPaymaster: pays for the user operations its signer approved. */
  paymaster: CompilePorticoTokenReturnType
}

/**
 * Compiles PorticoSmartAccount.sol, PorticoAccountFactory.sol and PorticoVerifyingPaymaster.sol
 * (with their imports from `solady` and `@account-abstraction/contracts`) one after the other,
 * each through the artifact cache of `compileDevnetContract`.
 *
 * @example
 * const compiled = await compileAccountAbstractionContracts()
 * await deployAccountAbstraction({ chainId, rpcUrl, compiled })
 */
export async function compileAccountAbstractionContracts(
  parameters: CompilePorticoTokenParameters = {},
): Promise<CompileAccountAbstractionContractsReturnType> {
  const accountImplementation = await compileDevnetContract('PorticoSmartAccount', parameters)
  const accountFactory = await compileDevnetContract('PorticoAccountFactory', parameters)
  const paymaster = await compileDevnetContract('PorticoVerifyingPaymaster', parameters)
  return { accountImplementation, accountFactory, paymaster }
}
