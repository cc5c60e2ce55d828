// Installs Debian's redis-server when it is absent: the server's tests start a real Redis
// (tools/test-utils/src/redisGlobalSetup.ts). Uses only Node built-ins, like ensure.mjs. Run
// as a script (`node scripts/lib/ensureRedis.mjs`) or import `ensureRedis`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { run } from './run.mjs'

export const REDIS_SERVER_PATH = '/usr/bin/redis-server'

/** Installs Debian's redis-server with apt-get when it is absent. Never downloads elsewhere. */
export function ensureRedis() {
  if (existsSync(REDIS_SERVER_PATH)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    throw new Error(
      `redis-server is missing at ${REDIS_SERVER_PATH}. Install Debian's package: sudo apt-get install -y redis-server`,
    )
  }
  console.info('› Installing Debian redis-server (apt-get install redis-server)…')
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptGet = (...args) =>
    isRoot
      ? run('apt-get', args, { env: aptEnv })
      : run('sudo', ['-n', 'apt-get', ...args], { env: aptEnv })
  // Tests start redis-server themselves; the package's own service is not needed (in a container
  // apt-get says policy-rc.d denied starting it, which is fine).
  aptGet('update', '-qq')
  aptGet('install', '-y', '-qq', '--no-install-recommends', 'redis-server')
  if (!existsSync(REDIS_SERVER_PATH))
    throw new Error(`apt-get finished but ${REDIS_SERVER_PATH} is still missing`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureRedis()
