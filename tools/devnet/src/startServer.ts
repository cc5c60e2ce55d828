import { existsSync } from 'node:fs'
import { throwIfAborted } from './abort.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { REPO_ROOT, SERVER_ENTRY } from './paths.ts'
import { assertPortsFree } from './ports.ts'
import { answersHttp } from './probes.ts'
import { waitUntilReady } from './waitUntilReady.ts'

export interface StartServerParameters {
  port: number
  host?: string
  /** The server.config.json it reads (PORTICO_CONFIG). */
  configPath: string
  /** Default apps/server/src/main.ts. */
  entry?: string
  /** Aborting stops the process and rejects with StackStartAbortedError, at any point. */
  signal?: AbortSignal
  onLine?: (line: string) => void
  /** Told the process as soon as it has spawned, before the wait for it to be ready. */
  onSpawned?: (child: ManagedChild) => void
  /** How long to wait for GET /health (default 60 s). */
  timeoutMs?: number
  /** Environment overrides (`DATABASE_URL`, `REDIS_URL`; `PORT` and `HOST` come from above). */
  env?: Record<string, string>
  /** The child's name in messages (default 'server'). */
  name?: string
}

export interface StartServerReturnType {
  child: ManagedChild
  url: string
}

/**
 * Starts apps/server (`node --import tsx apps/server/src/main.ts` with PORTICO_CONFIG) and waits
 * until GET /health answers 2xx.
 *
 * @example
 * const { url, child } = await startServer({ port: 8787, configPath: '.portico/server.config.json' })
 */
export async function startServer(
  parameters: StartServerParameters,
): Promise<StartServerReturnType> {
  const entry = parameters.entry ?? SERVER_ENTRY
  const url = `http://${parameters.host ?? '127.0.0.1'}:${parameters.port}`
  if (!existsSync(entry)) {
    throw new ChildProcessError({
      child: 'server',
      reason: `cannot start: ${entry} does not exist`,
      output: [],
    })
  }
  // Checked just before the start, so that another service's /health cannot pass for ours.
  await assertPortsFree([
    { port: parameters.port, purpose: 'server', envVar: 'PORTICO_SERVER_PORT' },
  ])
  throwIfAborted(parameters.signal)
  const child = await startChild({
    name: parameters.name ?? 'server',
    command: process.execPath,
    args: ['--import', 'tsx', entry],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...parameters.env,
      PORTICO_CONFIG: parameters.configPath,
      PORT: String(parameters.port),
      HOST: parameters.host ?? '127.0.0.1',
    },
    onLine: parameters.onLine,
  })
  try {
    parameters.onSpawned?.(child)
    await waitUntilReady({
      child,
      probe: () => answersHttp(`${url}/health`),
      what: `did not answer GET ${url}/health`,
      timeoutMs: parameters.timeoutMs ?? 60_000,
      signal: parameters.signal,
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, url }
}
