import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { REDIS_SERVER_PATH, startRedisServer } from './startRedisServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's Redis (`redis://127.0.0.1:<port>`); read it with `inject('redisUrl')`. */
    redisUrl: string
  }
}

const ENSURE = fileURLToPath(new URL('../../../scripts/lib/ensure.mjs', import.meta.url))

/**
 * Vitest `globalSetup`: one real redis-server for the run (installed from Debian's package
 * when absent), its URL provided as `redisUrl`. Tests share it, so each uses key prefixes of
 * its own and never assumes an empty database; a test that restarts Redis starts its own
 * (`startRedisServer`), so the other files' connections are not cut.
 *
 * @example
 * // vitest.config.ts: { test: { globalSetup: ['@portico/test-utils/redisGlobalSetup'] } }
 * const url = inject('redisUrl')
 */
export default async function redisGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    // A process, not an import: the root's scripts are no workspace of ours to import from.
    const result = spawnSync(process.execPath, [ENSURE, 'services'], { stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`${ENSURE} services failed (${result.status})`)
  }
  const redis = await startRedisServer()
  project.provide('redisUrl', redis.url)
  return () => redis.stop()
}
