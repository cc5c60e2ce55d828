import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { STATE_DIR } from './stack.ts'

/**
 * Runs the `portico` CLI on the stack's database, as a project's owner would
 * (`npm run portico -- …`); answers its standard output, and throws with its standard error
 * when it fails.
 */
export function runPorticoCli(args: readonly string[]): string {
  const run = spawnSync('npm', ['run', 'portico', '--silent', '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `file:${join(STATE_DIR, 'portico.db')}` },
  })
  if (run.status !== 0) throw new Error(`portico ${args.join(' ')} failed: ${run.stderr}`)
  return run.stdout
}
