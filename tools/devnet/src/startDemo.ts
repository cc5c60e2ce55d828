import { existsSync } from 'node:fs'
import { throwIfAborted } from './abort.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { DEMO_ROOT, VITE_BIN } from './paths.ts'
import { assertPortsFree } from './ports.ts'
import { answersHttp } from './probes.ts'
import { waitUntilReady } from './waitUntilReady.ts'

export interface StartDemoParameters {
  /** 'dev': vite's dev server; 'preview': `vite build`, then `vite preview`. */
  mode: 'dev' | 'preview'
  port: number
  /** The demo's settings (VITE_PORTICO_*), added to this process's environment. */
  env: Record<string, string>
  /** Default apps/demo. */
  root?: string
  /** Aborting stops the build or vite and rejects with StackStartAbortedError, at any point. */
  signal?: AbortSignal
  onLine?: (line: string) => void
  /** Told each process (the build, then vite) as soon as it has spawned. */
  onSpawned?: (child: ManagedChild) => void
  /** How long to wait for the page to answer (default 60 s), and for a build (3 min). */
  timeoutMs?: number
  /**
   * Which Vite app this is, for messages and the port check: the demo by default; the devnet
   * starts the secure site (apps/secure-site) the same way.
   */
  app?: { name: string; portEnvVar: string }
}

const DEMO_APP = { name: 'demo', portEnvVar: 'PORTICO_DEMO_PORT' }

export interface StartDemoReturnType {
  child: ManagedChild
  url: string
}

const HOST = '127.0.0.1'
const BUILD_TIMEOUT_MS = 180_000

async function buildDemo(parameters: StartDemoParameters, root: string): Promise<void> {
  const app = parameters.app ?? DEMO_APP
  throwIfAborted(parameters.signal)
  const build = await startChild({
    name: `${app.name} build`,
    command: process.execPath,
    args: [VITE_BIN, 'build'],
    cwd: root,
    env: { ...process.env, ...parameters.env },
    onLine: parameters.onLine,
  })
  parameters.onSpawned?.(build)
  const onAbort = () => void build.stop()
  parameters.signal?.addEventListener('abort', onAbort, { once: true })
  // Aborted while it spawned: the listener came too late to hear it.
  if (parameters.signal?.aborted) onAbort()
  const timer = setTimeout(() => void build.stop(), BUILD_TIMEOUT_MS)
  const exit = await build.exited
  clearTimeout(timer)
  parameters.signal?.removeEventListener('abort', onAbort)
  await build.stop()
  throwIfAborted(parameters.signal)
  if (exit.code !== 0) {
    const reason = exit.expected
      ? `did not finish within ${BUILD_TIMEOUT_MS / 1000} s`
      : `failed (${exit.signal ?? `exit code ${exit.code}`})`
    throw new ChildProcessError({ child: `${app.name} build`, reason, output: exit.output })
  }
}

/**
 * Starts apps/demo with vite on 127.0.0.1:`port` (strict port) and waits until it serves the
 * page. In 'preview' mode it builds first, with the same settings. The port is checked just
 * before vite starts, so that another page on it cannot pass for the demo.
 *
 * @example
 * const { url } = await startDemo({ mode: 'dev', port: 5173, env: { VITE_PORTICO_API_URL: serverUrl } })
 */
export async function startDemo(parameters: StartDemoParameters): Promise<StartDemoReturnType> {
  const root = parameters.root ?? DEMO_ROOT
  const app = parameters.app ?? DEMO_APP
  if (!existsSync(root)) {
    throw new ChildProcessError({
      child: app.name,
      reason: `cannot start: ${root} does not exist`,
      output: [],
    })
  }
  const claim = { port: parameters.port, purpose: app.name, envVar: app.portEnvVar }
  await assertPortsFree([claim])
  if (parameters.mode === 'preview') await buildDemo(parameters, root)
  // The build took a while; and a page answering on the port must be ours.
  await assertPortsFree([claim])
  const url = `http://${HOST}:${parameters.port}`
  throwIfAborted(parameters.signal)
  const child = await startChild({
    name: `${app.name} (vite ${parameters.mode})`,
    command: process.execPath,
    args: [
      VITE_BIN,
      ...(parameters.mode === 'preview' ? ['preview'] : []),
      '--port',
      String(parameters.port),
      '--strictPort',
      '--host',
      HOST,
    ],
    cwd: root,
    env: { ...process.env, ...parameters.env },
    onLine: parameters.onLine,
  })
  try {
    parameters.onSpawned?.(child)
    await waitUntilReady({
      child,
      probe: () => answersHttp(`${url}/`),
      what: `did not serve ${url}/`,
      timeoutMs: parameters.timeoutMs ?? 60_000,
      signal: parameters.signal,
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, url }
}
