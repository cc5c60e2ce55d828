import type { DevnetAccountAbstraction } from '../accountAbstraction.ts'
import type { CompileAccountAbstractionContractsReturnType } from '../compileAccountAbstractionContracts.ts'
import { deployAccountAbstraction } from '../deployAccountAbstraction.ts'
import { PORT_SETTINGS } from '../resolvePorts.ts'
import type { StackChain } from '../serverConfig.ts'
import { startBundler } from '../startBundler.ts'
import { allOrFirstError } from './allOrFirstError.ts'
import type { StackRun } from './createStackRun.ts'
import { DEVNET_CHAINS, STACK_CHILD_RANKS } from './stackConstants.ts'

/**
 * Phase 'bundler' (`accountAbstraction: true` only): on every chain at once, ERC-4337 deployed
 * (EntryPoint v0.8 and SimpleAccountFactory at their canonical addresses, Portico's smart
 * account, its factory and the verifying paymaster with its deposit, from the bundler's utility
 * account: `deployAccountAbstraction`), then a bundler (alto) started against it on the
 * chain's bundler port. Every start runs to its end, so that cleanup knows every bundler.
 *
 * @example
 * const accountAbstraction = await startBundlerStep(run, { chains, compiled: compiled.accountAbstraction })
 * accountAbstraction[0].bundlerUrl // 'http://127.0.0.1:4337'
 */
export function startBundlerStep(
  run: StackRun,
  {
    chains,
    compiled,
  }: {
    chains: readonly StackChain[]
    /** From the 'compile' phase; compiled (through the cache) by the deploy when absent. */
    compiled?: CompileAccountAbstractionContractsReturnType | undefined
  },
): Promise<DevnetAccountAbstraction[]> {
  const { ports } = run.options
  const { signal } = run
  return run.runPhase('bundler', async () => {
    run.log('Deploying ERC-4337 and starting a bundler per chain…')
    let spawned = 0
    const starts = DEVNET_CHAINS.map(async (devnetChain, index) => {
      const chain = chains.find((candidate) => candidate.chainId === devnetChain.chainId)
      if (!chain) throw new Error(`No running chain ${devnetChain.chainId}`)
      const { chainId, rpcUrl } = chain
      const contracts = await deployAccountAbstraction({
        chainId,
        rpcUrl,
        signal,
        ...(compiled ? { compiled } : {}),
      })
      const started = performance.now()
      const bundler = await startBundler({
        rpcUrl,
        chainId,
        port: ports[devnetChain.bundlerPort],
        envVar: PORT_SETTINGS[devnetChain.bundlerPort].envVar,
        entryPoint: contracts.entryPoint,
        signal,
        onSpawned: () => {
          spawned += 1
          if (spawned === DEVNET_CHAINS.length) run.phaseStarted('bundler')
        },
        onLine: (line) => run.log(`[bundler ${chainId}] ${line}`),
      })
      run.track(bundler.child, STACK_CHILD_RANKS.bundlers + index)
      run.log(
        `Bundler for chain ${chainId} answers at ${bundler.url} (EntryPoint ${contracts.entryPoint}, account factory ${contracts.accountFactory}, paymaster ${contracts.paymaster}; ready in ${Math.round(performance.now() - started)} ms)`,
      )
      return { ...contracts, bundlerUrl: bundler.url }
    })
    return allOrFirstError(starts)
  })
}
