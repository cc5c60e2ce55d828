import { SECURE_SITE_ROOT } from '../paths.ts'
import { PORT_SETTINGS } from '../resolvePorts.ts'
import { startDemo } from '../startDemo.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_CHILD_RANKS } from './stackConstants.ts'

/**
 * Phase 'secure-site': apps/secure-site (the embedded wallet's page, on its own origin) with
 * vite's dev server or as a built preview, signing in through the server at `serverUrl`.
 *
 * @example
 * await startSecureSiteStep(run, { mode: 'dev', serverUrl: 'http://127.0.0.1:8787' })
 */
export function startSecureSiteStep(
  run: StackRun,
  { mode, serverUrl }: { mode: 'dev' | 'preview'; serverUrl: string },
): Promise<void> {
  const { ports } = run.options
  return run.runPhase('secure-site', async () => {
    run.log('Starting the secure site…')
    const secureSite = await startDemo({
      mode,
      port: ports.secureSite,
      root: run.parameters.paths?.secureSiteRoot ?? SECURE_SITE_ROOT,
      app: { name: 'secure site', portEnvVar: PORT_SETTINGS.secureSite.envVar },
      env: {
        VITE_PORTICO_AUTH_API_URL: serverUrl,
        PORTICO_SECURE_SITE_PORT: String(ports.secureSite),
      },
      signal: run.signal,
      onSpawned: run.phaseStartedOnFirstSpawn('secure-site'),
      onLine: (line) => run.log(`[secure site] ${line}`),
    })
    run.track(secureSite.child, STACK_CHILD_RANKS.secureSite)
  })
}
