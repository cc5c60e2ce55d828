import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './startPostgresCluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The test run's Postgres cluster as its superuser
     * (`postgres://postgres@127.0.0.1:<port>/postgres`); read it with `inject('postgresUrl')`.
     */
    postgresUrl: string
  }
}

/**
 * Vitest `globalSetup`: one throwaway Postgres cluster for the run (Debian's postgresql,
 * installed when absent; see startPostgresCluster), its superuser URL provided as `postgresUrl`.
 * Tests make a database of their own in it (apps/server's createTestDatabase) and never restart
 * it; a test that restarts Postgres starts its own cluster. Stopped and removed at teardown, or
 * by its watchdog if the run is killed.
 *
 * @example
 * // vitest.config.ts: { test: { globalSetup: ['@portico/test-utils/postgresGlobalSetup'] } }
 * const url = inject('postgresUrl')
 */
export default async function postgresGlobalSetup(
  project: TestProject,
): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
