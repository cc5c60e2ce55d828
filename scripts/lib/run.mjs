import { spawnSync } from 'node:child_process'
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
