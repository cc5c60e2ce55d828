import { delay, throwIfAborted, untilAborted } from './abort.ts'
import type { ManagedChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'

export interface WaitUntilReadyParameters {
  child: ManagedChild
  /** Resolves true once the child answers as it should; errors count as "not yet". */
  probe: () => Promise<boolean>
  /** For the error message, e.g. 'did not answer GET /health'. */
  what: string
  timeoutMs: number
  signal?: AbortSignal
  intervalMs?: number
}

/**
 * Polls `probe` until it says ready. Fails fast, with the child's last output, if the child
 * exits first or the time runs out; fails with StackStartAbortedError as soon as `signal` aborts
 * (a probe in flight or the pause between probes does not hold it up).
 *
 * @example
 * await waitUntilReady({ child: anvil, probe: () => answersChainId(url, 31337), what: 'did not answer eth_chainId', timeoutMs: 20_000 })
 */
export async function waitUntilReady(parameters: WaitUntilReadyParameters): Promise<void> {
  const { child, probe, what, timeoutMs, signal, intervalMs = 100 } = parameters
  const deadline = Date.now() + timeoutMs
  for (;;) {
    throwIfAborted(signal)
    if (child.hasExited()) {
      const exit = await child.exited
      const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`
      throw new ChildProcessError({
        child: child.name,
        reason: `${how} before it was ready`,
        output: exit.output,
      })
    }
    if (
      await untilAborted(
        probe().catch(() => false),
        signal,
      )
    )
      return
    if (Date.now() >= deadline) {
      throw new ChildProcessError({
        child: child.name,
        reason: `${what} within ${Math.round(timeoutMs / 1000)} s`,
        output: child.output(),
      })
    }
    await delay(intervalMs, signal)
  }
}
