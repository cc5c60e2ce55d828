import { startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'

export interface StartTestAnvilParameters {
  /** The chain id anvil reports (default 31337). */
  chainId?: number
  /** More anvil arguments, e.g. `['--block-time', '1']`. Set the chain id with `chainId`. */
  args?: readonly string[]
}

/** A real anvil chain started for a test. */
export interface TestAnvil {
  chainId: number
  rpcUrl: string
  port: number
  /** SIGTERM, SIGKILL after 3 s; resolves once anvil is gone. Idempotent. */
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 15_000
const LISTENING_LINE = /Listening on 127\.0\.0\.1:(\d+)/
const FATAL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

// The process groups of the test chains still running. startChild kills them on 'exit', but test
// runners end their workers with SIGTERM (vitest) and Ctrl-C sends SIGINT, which skip 'exit'.
const running = new Set<number>()
let signalHooksInstalled = false

function killRunning(): void {
  for (const pgid of running) {
    try {
      process.kill(-pgid, 'SIGKILL')
    } catch {
      // ESRCH: already gone.
    }
  }
  running.clear()
}

function onFatalSignal(signal: NodeJS.Signals): void {
  killRunning()
  if (process.listenerCount(signal) > 1) return // Another listener decides what happens next.
  // Otherwise do what the signal would have done without this listener: end the process.
  setSignalHooks(false)
  process.kill(process.pid, signal)
}

function setSignalHooks(installed: boolean): void {
  if (signalHooksInstalled === installed) return
  signalHooksInstalled = installed
  for (const signal of FATAL_SIGNALS) {
    if (installed) process.on(signal, onFatalSignal)
    else process.off(signal, onFatalSignal)
  }
}

/**
 * Starts a real anvil chain for a test on a port the OS picks (`--port 0`, read back from anvil's
 * "Listening on" line), so concurrent test runs never collide. Anvil funds its default accounts
 * (`DEV_ACCOUNTS`, 10,000 ETH each). Should the test process exit, or be ended by SIGTERM, SIGINT
 * or SIGHUP, without calling `stop()`, anvil is killed with it.
 *
 * @example
 * const anvil = await startTestAnvil({ chainId: 31338 })
 * afterAll(() => anvil.stop())
 * createPublicClient({ transport: http(anvil.rpcUrl) })
 */
export async function startTestAnvil(
  parameters: StartTestAnvilParameters = {},
): Promise<TestAnvil> {
  const chainId = parameters.chainId ?? 31337
  let listened: (port: number) => void = () => {}
  const listening = new Promise<number>((resolve) => {
    listened = resolve
  })
  const child = await startChild({
    name: `anvil (chain ${chainId})`,
    command: resolveAnvilBinary(),
    args: [
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--chain-id',
      String(chainId),
      ...(parameters.args ?? []),
    ],
    onLine: (line) => {
      const match = LISTENING_LINE.exec(line)
      if (match) listened(Number(match[1]))
    },
  })

  running.add(child.pid)
  setSignalHooks(true)
  const stop = async (): Promise<void> => {
    await child.stop()
    running.delete(child.pid)
    if (running.size === 0) setSignalHooks(false)
  }
  let timer: NodeJS.Timeout | undefined
  try {
    const port = await Promise.race([
      listening,
      child.exited.then((exit) => {
        const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`
        throw new ChildProcessError({
          child: child.name,
          reason: `${how} before it listened`,
          output: exit.output,
        })
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(
            new ChildProcessError({
              child: child.name,
              reason: `did not print "Listening on" within ${START_TIMEOUT_MS / 1000} s`,
              output: child.output(),
            }),
          )
        }, START_TIMEOUT_MS)
      }),
    ])
    return { chainId, port, rpcUrl: `http://127.0.0.1:${port}`, stop }
  } catch (error) {
    await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
}
