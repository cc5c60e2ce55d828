import {
  type CompileAccountAbstractionContractsReturnType,
  compileAccountAbstractionContracts,
} from '../compileAccountAbstractionContracts.ts'
import { type CompileEnsContractsReturnType, compileEnsContracts } from '../compileEnsContracts.ts'
import {
  type CompilePorticoTokenReturnType,
  compilePorticoNft,
  compilePorticoToken,
  type DevnetContractName,
} from '../compilePorticoToken.ts'
import { PORT_SETTINGS } from '../resolvePorts.ts'
import type { StackChain } from '../serverConfig.ts'
import { startAnvil } from '../startAnvil.ts'
import { allOrFirstError } from './allOrFirstError.ts'
import type { StackRun } from './createStackRun.ts'
import { DEVNET_CHAINS, STACK_CHILD_RANKS } from './stackConstants.ts'

/** The devnet's contracts, compiled (or read from the cache). */
export interface CompiledContracts {
  token: CompilePorticoTokenReturnType
  nft: CompilePorticoTokenReturnType
  /** The registry, offchain resolver and universal resolver of the devnet's ENS. */
  ens: CompileEnsContractsReturnType
  /** Portico's smart account, its factory and the paymaster (`accountAbstraction: true` only). */
  accountAbstraction?: CompileAccountAbstractionContractsReturnType
}

/**
 * Phases 'chains' and 'compile', side by side: an anvil per devnet chain, and solc-js compiling
 * the devnet's contracts meanwhile. Both run to their end even if one fails, so that every
 * started anvil is known to cleanup.
 *
 * @example
 * const { chains, compiled } = await startChainsStep(run)
 */
export async function startChainsStep(
  run: StackRun,
): Promise<{ chains: StackChain[]; compiled: CompiledContracts }> {
  run.log('Starting the chains and compiling the contracts…')
  const [chainsResult, compileOutcome] = await Promise.allSettled([
    run.runPhase('chains', () => startChains(run)),
    run.runPhase('compile', () => compileContracts(run)),
  ])
  if (chainsResult.status === 'rejected') throw chainsResult.reason
  if (compileOutcome.status === 'rejected') throw compileOutcome.reason
  const compiled = compileOutcome.value
  for (const [name, result] of [
    ['PorticoToken', compiled.token],
    ['PorticoNft', compiled.nft],
    ['PorticoEnsRegistry', compiled.ens.registry],
    ['PorticoOffchainResolver', compiled.ens.resolver],
    ['PorticoUniversalResolver', compiled.ens.universalResolver],
    ...(compiled.accountAbstraction
      ? ([
          ['PorticoSmartAccount', compiled.accountAbstraction.accountImplementation],
          ['PorticoAccountFactory', compiled.accountAbstraction.accountFactory],
          ['PorticoVerifyingPaymaster', compiled.accountAbstraction.paymaster],
        ] as const)
      : []),
  ] as const)
    run.log(
      result.fromCache
        ? `${name} artifact from cache (${result.cacheFile})`
        : `Compiled ${name}.sol (cached at ${result.cacheFile})`,
    )
  return { chains: chainsResult.value, compiled }
}

async function startChains(run: StackRun): Promise<StackChain[]> {
  const { ports } = run.options
  let spawned = 0
  const anvilStarts = DEVNET_CHAINS.map(async (chain, index) => {
    const anvil = await startAnvil({
      chainId: chain.chainId,
      port: ports[chain.port],
      envVar: PORT_SETTINGS[chain.port].envVar,
      signal: run.signal,
      onSpawned: () => {
        spawned += 1
        if (spawned === DEVNET_CHAINS.length) run.phaseStarted('chains')
      },
    })
    run.track(anvil.child, STACK_CHILD_RANKS.chains + index)
    return {
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: anvil.rpcUrl,
      port: ports[chain.port],
    }
  })
  // Every start runs to its end (an abort ends each at once), so cleanup knows every anvil.
  return allOrFirstError(anvilStarts)
}

async function compileContracts(run: StackRun): Promise<CompiledContracts> {
  const compileCacheDir = run.parameters.paths?.compileCacheDir
  const options = {
    signal: run.signal,
    onCompileStarted: (contractName: DevnetContractName) =>
      run.log(`Compiling ${contractName}.sol with solc-js (cached afterwards)…`),
    ...(compileCacheDir ? { cacheDir: compileCacheDir } : {}),
  }
  // One after the other: solc-js is CPU-bound, and a cache hit takes milliseconds.
  const compiling = compilePorticoToken(options)
  run.phaseStarted('compile')
  const token = await compiling
  const nft = await compilePorticoNft(options)
  const ens = await compileEnsContracts(options)
  return {
    token,
    nft,
    ens,
    ...(run.options.withAccountAbstraction
      ? { accountAbstraction: await compileAccountAbstractionContracts(options) }
      : {}),
  }
}
