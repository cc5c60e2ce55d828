import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { ChildProcessError } from './errors.ts'
import { guardGroup, releaseGroup } from './groupGuard.ts'

/** How a child ended. `expected` is true when it ended because `stop()` asked it to. */
export interface ChildExit {
  name: string
  pid: number
  code: number | null
  signal: NodeJS.Signals | null
  expected: boolean
  /** The last lines it printed. */
  output: readonly string[]
}

/** A process the devnet started, in its own process group, with its recent output kept. */
export interface ManagedChild {
  readonly name: string
  readonly pid: number
  /** The last lines of stdout and stderr, oldest first. */
  output(): readonly string[]
  hasExited(): boolean
  /** Settles when the process exits, for whatever reason. */
  readonly exited: Promise<ChildExit>
  /** SIGTERM to the whole group, SIGKILL after 3 s; resolves when the group is gone. Idempotent. */
  stop(): Promise<void>
}

export interface StartChildParameters {
  name: string
  command: string
  args: readonly string[]
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** Every line the child prints (stdout and stderr). */
  onLine?: (line: string) => void
}

const OUTPUT_LINES_KEPT = 40
const STOP_GRACE_MS = 3_000
const KILL_WAIT_MS = 2_000
const GROUP_POLL_MS = 50

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal)
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** The state letter and process group of a pid from /proc (Linux), or undefined if it is gone. */
function readProcStat(pid: string): { state: string; pgid: number } | undefined {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0] ?? '', pgid: Number(fields[2]) }
}

/**
 * Whether the process runs (a zombie waiting to be reaped counts as ended).
 *
 * @example
 * await stack.stop()
 * isProcessAlive(stack.processes[0].pid) // false
 */
export function isProcessAlive(pid: number): boolean {
  if (process.platform === 'linux') {
    const stat = readProcStat(String(pid))
    return stat !== undefined && stat.state !== 'Z'
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Whether any live (non-zombie) process is left in the group. On Linux this reads /proc, since
 * orphaned zombies that init has not reaped yet would still answer kill(-pgid, 0).
 */
export function isGroupAlive(pgid: number): boolean {
  if (process.platform === 'linux') {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      const stat = readProcStat(entry)
      if (stat && stat.pgid === pgid && stat.state !== 'Z') return true
    }
    return false
  }
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

async function waitForGroupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (isGroupAlive(pgid)) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, GROUP_POLL_MS))
  }
  return true
}

function collectLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue
    let partial = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split(/\r?\n/)
      partial = lines.pop() ?? ''
      for (const line of lines) onLine(line)
    })
    stream.on('end', () => {
      if (partial) onLine(partial)
      partial = ''
    })
  }
}

/**
 * Starts a process detached, in its own process group, so that stopping it stops everything it
 * started too (vite's workers, tsx's children). Resolves once the process has spawned.
 *
 * @example
 * const anvil = await startChild({ name: 'anvil', command: anvilPath, args: ['--port', '8545'] })
 * await anvil.stop()
 */
export async function startChild(parameters: StartChildParameters): Promise<ManagedChild> {
  const lines: string[] = []
  let stopRequested = false
  let exitInfo: ChildExit | undefined
  let stopping: Promise<void> | undefined

  const child = spawn(parameters.command, parameters.args, {
    cwd: parameters.cwd,
    env: parameters.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  collectLines(child, (line) => {
    lines.push(line)
    if (lines.length > OUTPUT_LINES_KEPT) lines.shift()
    parameters.onLine?.(line)
  })

  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', (error) =>
      reject(
        new ChildProcessError(
          { child: parameters.name, reason: `could not start (${error.message})`, output: [] },
          { cause: error },
        ),
      ),
    )
  })
  const pid = child.pid
  if (pid === undefined) {
    throw new ChildProcessError({ child: parameters.name, reason: 'has no process id', output: [] })
  }
  // Killed with this process should it end (even by a signal) before stop().
  guardGroup(pid)

  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const exited = new Promise<ChildExit>((resolve) => {
    child.once('exit', async (code, signal) => {
      // Give the pipes a moment to deliver the last lines (often the error) before the snapshot;
      // not longer, since grandchildren may hold them open.
      await Promise.race([closed, new Promise((settle) => setTimeout(settle, 200))])
      exitInfo = {
        name: parameters.name,
        pid,
        code,
        signal,
        expected: stopRequested,
        output: [...lines],
      }
      resolve(exitInfo)
    })
  })
  // The group can outlive its leader; forget it only once nothing in it is left.
  exited.then(() => {
    if (!isGroupAlive(pid)) releaseGroup(pid)
  })

  const stopGroup = async (): Promise<void> => {
    stopRequested = true
    signalGroup(pid, 'SIGTERM')
    const gone = await waitForGroupGone(pid, STOP_GRACE_MS)
    if (!gone) {
      signalGroup(pid, 'SIGKILL')
      await waitForGroupGone(pid, KILL_WAIT_MS)
    }
    // Let Node reap the leader so its pid is really gone when stop() resolves.
    await exited
    releaseGroup(pid)
  }

  return {
    name: parameters.name,
    pid,
    output: () => [...lines],
    hasExited: () => exitInfo !== undefined,
    exited,
    stop() {
      stopping ??= stopGroup()
      return stopping
    },
  }
}
