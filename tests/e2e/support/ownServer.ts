import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, startServer } from '@portico/devnet'
import { STATE_DIR } from './stack.ts'

/**
 * A second Portico service for one test, on the stack's chains with its own port and database,
 * so the test can stop it (or give the project other features) without touching the shared
 * one. Open the demo with
 * `?portico-api=${server.url}` to point the kit at it.
 */
export async function startOwnServer(
  options: {
    features?: readonly { id: string; isEnabled: boolean }[]
    /** Changes the stack's server config for this one (e.g. fewer `quoteSources`). */
    configure?: (config: Record<string, unknown>) => Record<string, unknown>
  } = {},
) {
  const port = await getFreePort()
  const dir = mkdtempSync(join(tmpdir(), 'portico-e2e-server-'))
  const stackConfig = JSON.parse(readFileSync(join(STATE_DIR, 'server.config.json'), 'utf8'))
  const config = options.configure ? options.configure(stackConfig) : stackConfig
  const configPath = join(dir, 'server.config.json')
  writeFileSync(
    configPath,
    JSON.stringify({
      ...config,
      port,
      databaseUrl: `file:${join(dir, 'portico.db')}`,
      // The project's remote features, which the kit then applies (spec §4).
      projects: config.projects.map((project: object) => ({
        ...project,
        ...(options.features ? { features: options.features } : {}),
      })),
    }),
  )
  const { child, url } = await startServer({ port, configPath })
  return {
    url,
    /** Stops the service (idempotent); its files go with the last call. */
    stop: async () => {
      await child.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
