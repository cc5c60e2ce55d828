import { spawn, spawnSync } from 'node:child_process'
import { openSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Runs a command in the repo root with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    const error = new Error(
      `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`,
    )
    error.exitCode = result.status ?? 1
    throw error
  }
  return result
}

/** Path of a binary installed in the root node_modules. */
export const bin = (name) => join(repoRoot, 'node_modules', '.bin', name)

/**
 * Starts a command in the repo root with its output in `logFile` (a pipe would need this
 * process's event loop, which a `run` beside it blocks) and `env` over this process's.
 * Resolves with its exit status.
 */
export function runInBackground(command, args, logFile, env = {}) {
  const output = openSync(logFile, 'w')
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
  })
}
