import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Address } from 'viem'
import { throwIfAborted } from './abort.ts'
import { BUNDLER_EXECUTOR_ACCOUNT, BUNDLER_UTILITY_ACCOUNT } from './accounts.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { assertPortsFree } from './ports.ts'
import { answersSupportedEntryPoint } from './probes.ts'
import { waitUntilReady } from './waitUntilReady.ts'

const require = createRequire(import.meta.url)

/**
 * Alto's command line (`@pimlico/alto@0.0.20`, `bin` esm/cli/alto.js), found from its package
 * entry since its `exports` map lists only that; run with this Node, so stopping it stops it.
 */
export const ALTO_CLI = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')

/** How long alto may take to answer `eth_supportedEntryPoints` (its start deploys contracts). */
const BUNDLER_START_TIMEOUT_MS = 60_000

export interface StartBundlerParameters {
  /** The anvil chain's JSON-RPC; ERC-4337 must be deployed on it (`deployAccountAbstraction`). */
  rpcUrl: string
  chainId: number
  port: number
  /** The EntryPoint it bundles for (alto reads its version from the address: 0x433708… is 0.8). */
  entryPoint: Address
  /** Named in the error when the port is taken (default PORTICO_BUNDLER_PORT). */
  envVar?: string
  /** Aborting stops the process and rejects with StackStartAbortedError, at any point. */
  signal?: AbortSignal
  /** Every line alto prints (its log, pretty-printed). */
  onLine?: (line: string) => void
  /** Told the process as soon as it has spawned, before the wait for it to be ready. */
  onSpawned?: (child: ManagedChild) => void
  /** How long to wait for it to answer (default 60 s). */
  timeoutMs?: number
}

export interface StartBundlerReturnType {
  child: ManagedChild
  /** `http://127.0.0.1:<port>`: the ERC-4337 bundler JSON-RPC (`eth_sendUserOperation`, …). */
  url: string
}

/**
 * Starts alto (Pimlico's ERC-4337 bundler, from npm) against one anvil chain, as a child process,
 * and waits until it answers `eth_supportedEntryPoints` with `entryPoint`. Its executor and
 * utility keys are {@link BUNDLER_EXECUTOR_ACCOUNT} and {@link BUNDLER_UTILITY_ACCOUNT} (funded by
 * `deployAccountAbstraction`); on start it deploys its own simulation contracts through the
 * deterministic deployer. Settings for a local chain: `--safe-mode false` (anvil has no JS
 * tracer for the ERC-7562 checks), CORS on (the embedded wallet's page calls it from the browser),
 * log level `warn`. It runs in an empty temporary folder and without
 * `ALTO_*` variables, so no `.env` or setting of the caller's changes it. Alto listens on all
 * interfaces (its code fixes the host); the URL given is 127.0.0.1.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl, chainId: 31337, port: await getFreePort(), entryPoint })
 * createBundlerClient({ client, transport: http(bundler.url) })
 * await bundler.child.stop()
 */
export async function startBundler(
  parameters: StartBundlerParameters,
): Promise<StartBundlerReturnType> {
  const { rpcUrl, chainId, port, entryPoint, signal } = parameters
  const url = `http://127.0.0.1:${port}`
  await assertPortsFree([
    {
      port,
      purpose: `bundler, chain ${chainId}`,
      envVar: parameters.envVar ?? 'PORTICO_BUNDLER_PORT',
    },
  ])
  throwIfAborted(signal)
  // dotenv in alto reads `.env` from its working folder: give it one with nothing in it.
  const cwd = await mkdtemp(join(tmpdir(), 'portico-alto-'))
  const child = await startChild({
    name: `bundler (chain ${chainId}, port ${port})`,
    command: process.execPath,
    args: [
      ALTO_CLI,
      '--entrypoints',
      entryPoint,
      '--rpc-url',
      rpcUrl,
      '--port',
      String(port),
      '--executor-private-keys',
      BUNDLER_EXECUTOR_ACCOUNT.privateKey,
      '--utility-private-key',
      BUNDLER_UTILITY_ACCOUNT.privateKey,
      '--safe-mode',
      'false',
      '--enable-cors',
      'true',
      '--log-level',
      'warn',
    ],
    cwd,
    env: altoEnv(process.env),
    onLine: parameters.onLine,
  }).catch(async (error: unknown) => {
    await rm(cwd, { recursive: true, force: true })
    throw error
  })
  child.exited.then(() => rm(cwd, { recursive: true, force: true }).catch(() => {}))
  try {
    parameters.onSpawned?.(child)
    await waitUntilReady({
      child,
      probe: () => answersSupportedEntryPoint(url, entryPoint),
      what: `did not answer eth_supportedEntryPoints with ${entryPoint} at ${url}`,
      timeoutMs: parameters.timeoutMs ?? BUNDLER_START_TIMEOUT_MS,
      signal,
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, url }
}

// The caller's environment less what alto would read as settings (ALTO_*, its .env's path) or
// would report to (Sentry).
function altoEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        !name.startsWith('ALTO_') && name !== 'DOTENV_CONFIG_PATH' && name !== 'SENTRY_DSN',
    ),
  )
}
