// The process groups of every devnet child still running, killed with this process however it
// ends. 'exit' covers process.exit() and a normal end; but test runners end their workers with
// SIGTERM, Ctrl-C sends SIGINT and a closed terminal SIGHUP, and none of those runs 'exit'.
const guarded = new Set<number>()
const FATAL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
let exitHookInstalled = false
let signalHooksInstalled = false

function killGuarded(): void {
  for (const pgid of guarded) {
    try {
      process.kill(-pgid, 'SIGKILL')
    } catch {
      // ESRCH: the group is already gone.
    }
  }
  guarded.clear()
}

function onFatalSignal(signal: NodeJS.Signals): void {
  // Another listener owns this signal (the devnet CLI stops the stack gracefully on Ctrl-C and
  // then exits); if it exits, 'exit' still kills what is left.
  if (process.listenerCount(signal) > 1) return
  killGuarded()
  // Do what the signal would have done without this listener: end the process by it.
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
 * Kills the process group `pgid` (SIGKILL) if this process exits, or is ended by SIGINT, SIGTERM
 * or SIGHUP that nothing else handles, before `releaseGroup(pgid)`. The signal hooks are there
 * only while a group is guarded, so a process with no children keeps its usual signal behaviour.
 *
 * @example
 * guardGroup(child.pid) // right after spawn({ detached: true })
 * releaseGroup(child.pid) // once nothing in the group is left
 */
export function guardGroup(pgid: number): void {
  guarded.add(pgid)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', killGuarded)
  }
  setSignalHooks(true)
}

/**
 * Stops guarding `pgid` (its processes are gone).
 *
 * @example
 * releaseGroup(child.pid)
 */
export function releaseGroup(pgid: number): void {
  guarded.delete(pgid)
  if (guarded.size === 0) setSignalHooks(false)
}
