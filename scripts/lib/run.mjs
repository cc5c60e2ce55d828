import { spawn, spawnSync } from 'node:child_process'
import { openSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Runs a command in the repo root with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  if (result.status !== 0) throw exitError(command, args, result.status, result.signal)
  return result
}

/** `run` without blocking this process's event loop: rejects when the command fails. */
export function runAsync(command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (status, signal) =>
      status === 0 ? resolve() : reject(exitError(command, args, status, signal)),
    )
  })
}

function exitError(command, args, status, signal) {
  const error = new Error(`${command} ${args.join(' ')} exited with ${status ?? signal}`)
  error.exitCode = status ?? 1
  return error
}

/** Path of a binary installed in the root node_modules. */
export const bin = (name) => join(repoRoot, 'node_modules', '.bin', name)

/**
 * Starts a command in the repo root with its output in `logFile`, so that it does not interleave
 * with what runs beside it. Resolves with its exit status.
 */
export function runInBackground(command, args, logFile, options = {}) {
  const output = openSync(logFile, 'w')
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', output, output],
    ...options,
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
  })
}
