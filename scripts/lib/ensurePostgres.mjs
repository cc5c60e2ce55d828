// Installs Debian's postgresql when its programs are absent: the server's tests run on a
// throwaway Postgres cluster too (tools/test-utils/src/postgresGlobalSetup.ts). Uses only Node
// built-ins, like ensure.mjs. Run as a script (`node scripts/lib/ensurePostgres.mjs`) or import
// `ensurePostgres`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from './run.mjs'

/** Where Debian's postgresql puts each major's programs: /usr/lib/postgresql/<major>/bin. */
export const POSTGRES_LIB = '/usr/lib/postgresql'

/** The newest installed major's bin folder (with pg_ctl and initdb), or undefined. */
export function findPostgresBin() {
  if (!existsSync(POSTGRES_LIB)) return undefined
  const [newest] = readdirSync(POSTGRES_LIB)
    .filter((major) => existsSync(join(POSTGRES_LIB, major, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return newest === undefined ? undefined : join(POSTGRES_LIB, newest, 'bin')
}

/**
 * Installs Debian's postgresql with apt-get when no /usr/lib/postgresql/<major>/bin/pg_ctl
 * exists; returns that bin folder. Never downloads anything else.
 */
export function ensurePostgres() {
  const found = findPostgresBin()
  if (found !== undefined) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    throw new Error(
      `Postgres is missing (no ${POSTGRES_LIB}/*/bin/pg_ctl). Install Debian's package: sudo apt-get install -y postgresql`,
    )
  }
  console.info('› Installing Debian postgresql (apt-get install postgresql)…')
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptGet = (...args) =>
    isRoot
      ? run('apt-get', args, { env: aptEnv })
      : run('sudo', ['-n', 'apt-get', ...args], { env: aptEnv })
  // Tests start their own clusters with pg_ctl; the package's own service is not needed (in a
  // container apt-get says policy-rc.d denied starting it, which is fine).
  aptGet('update', '-qq')
  aptGet('install', '-y', '-qq', '--no-install-recommends', 'postgresql')
  const installed = findPostgresBin()
  if (installed === undefined)
    throw new Error(`apt-get finished but ${POSTGRES_LIB}/*/bin/pg_ctl is still missing`)
  return installed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensurePostgres()
