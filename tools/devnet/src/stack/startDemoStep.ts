import { demoEnv } from '../demoEnv.ts'
import type { NonEvmNetworks } from '../nonEvmNetworks.ts'
import type { StackChain } from '../serverConfig.ts'
import { startDemo } from '../startDemo.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_CHILD_RANKS, STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'demo': apps/demo with vite's dev server, or built and previewed, told where the
 * server, the chains, the relay, the secure site and the mail catcher are.
 *
 * @example
 * await startDemoStep(run, { mode: 'dev', chains, nonEvm })
 */
export function startDemoStep(
  run: StackRun,
  {
    mode,
    chains,
    nonEvm,
  }: { mode: 'dev' | 'preview'; chains: readonly StackChain[]; nonEvm: NonEvmNetworks | undefined },
): Promise<void> {
  const { options, services } = run
  return run.runPhase('demo', async () => {
    run.log(mode === 'preview' ? 'Building and starting the demo…' : 'Starting the demo…')
    const demo = await startDemo({
      mode,
      port: options.ports.demo,
      root: run.parameters.paths?.demoRoot,
      env: demoEnv({
        serverUrl: options.serverUrl ?? `http://${STACK_HOST}:${options.ports.server}`,
        projectId: options.projectId,
        chains,
        testWallet: options.testWallet,
        relayUrl: services.relay?.url,
        secureSiteUrl: options.secureSiteUrl,
        mailUrl: services.mailCatcher?.httpUrl,
        solana: nonEvm?.solana,
        bitcoin: nonEvm?.bitcoin,
      }),
      signal: run.signal,
      onSpawned: run.phaseStartedOnFirstSpawn('demo'),
      onLine: (line) => run.log(`[demo] ${line}`),
    })
    run.track(demo.child, STACK_CHILD_RANKS.demo)
  })
}
