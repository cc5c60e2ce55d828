import { startScaledServers } from '../startScaledServers.ts'
import { startServer } from '../startServer.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_CHILD_RANKS, STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'server': apps/server on its config, as one process on SQLite, or (`scale`) Postgres,
 * Redis, several server processes and the balancer in front of them.
 *
 * @example
 * await startServerStep(run, configPath)
 */
export function startServerStep(run: StackRun, configPath: string): Promise<void> {
  const { parameters } = run
  const { ports, stateDir } = run.options
  return run.runPhase('server', async () => {
    if (parameters.scale) {
      const { processes } = parameters.scale
      run.log(`Starting Postgres, Redis, ${processes} server processes and the balancer…`)
      run.phaseStarted('server')
      const scaled = await startScaledServers({
        processes,
        port: ports.server,
        configPath,
        stateDir,
        entry: parameters.paths?.serverEntry,
        signal: run.signal,
        // Postgres and Redis stop last, with the chains; the servers before them.
        onSpawned: (child) =>
          run.track(
            child,
            ['postgres', 'redis'].includes(child.name)
              ? STACK_CHILD_RANKS.chains
              : STACK_CHILD_RANKS.server,
          ),
        onLine: run.log,
      })
      run.log(`Postgres ${scaled.databaseUrl}, Redis ${scaled.redisUrl}`)
      return
    }
    run.log('Starting the server…')
    const server = await startServer({
      port: ports.server,
      host: STACK_HOST,
      configPath,
      entry: parameters.paths?.serverEntry,
      signal: run.signal,
      onSpawned: () => run.phaseStarted('server'),
      onLine: (line) => run.log(`[server] ${line}`),
    })
    run.track(server.child, STACK_CHILD_RANKS.server)
  })
}
