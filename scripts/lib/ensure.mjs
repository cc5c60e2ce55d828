// Gets a fresh clone ready: installs npm dependencies when they are missing or stale, and
// Debian's chromium when the browser tests need it. Uses only Node built-ins, because it runs
// before anything is installed.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot, run } from './run.mjs'

export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Runs `npm install` when node_modules is absent or older than a manifest or the lockfile. */
export function ensureDependencies() {
  const marker = join(repoRoot, 'node_modules', '.package-lock.json')
  const manifests = [join(repoRoot, 'package.json'), join(repoRoot, 'package-lock.json')]
  for (const group of ['packages', 'apps', 'tools', 'tests']) {
    const dir = join(repoRoot, group)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) manifests.push(join(dir, name, 'package.json'))
  }
  const installedAt = existsSync(marker) ? statSync(marker).mtimeMs : 0
  const stale = manifests.some((file) => existsSync(file) && statSync(file).mtimeMs > installedAt)
  if (!stale) return
  console.info('› Installing npm dependencies (npm install)…')
  // `npm install` rather than `npm ci`: the registry mirror here carries only this platform's
  // optional binaries, and `npm ci` rejects a lockfile written without the others.
  run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
}

/** Installs Debian's chromium with apt-get when it is absent. Never downloads a browser build. */
export function ensureChromium() {
  ensureDebianPackages([{ name: 'chromium', isInstalled: () => existsSync(CHROMIUM_PATH) }])
}

/**
 * Debian's packages behind the server at scale, which the server's tests, `npm run demo --
 * --scale` and `npm run bench:server` start: Postgres, Redis and HAProxy.
 */
export const SERVICE_PACKAGES = [
  {
    name: 'postgresql',
    isInstalled: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((major) =>
        existsSync(join('/usr/lib/postgresql', major, 'bin', 'postgres')),
      ),
  },
  { name: 'redis-server', isInstalled: () => existsSync('/usr/bin/redis-server') },
  { name: 'haproxy', isInstalled: () => existsSync('/usr/sbin/haproxy') },
]

/** Installs Postgres, Redis and HAProxy from Debian's packages when any is absent. */
export function ensureServices() {
  ensureDebianPackages(SERVICE_PACKAGES)
}

/**
 * Installs the Debian packages that are absent, in one apt-get call (as root, or through
 * passwordless sudo; otherwise it stops and says what to install). Only Debian's own packages:
 * nothing is downloaded from anywhere else. Their own system services are not needed: the
 * project starts each program itself (in a container apt-get says policy-rc.d denied starting
 * them, which is fine).
 */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((pkg) => !pkg.isInstalled()).map((pkg) => pkg.name)
  if (missing.length === 0) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Install them: sudo apt-get install -y ${missing.join(' ')}`,
    )
  }
  console.info(`› Installing Debian ${missing.join(', ')} (apt-get install)…`)
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptGet = (...args) =>
    isRoot
      ? run('apt-get', args, { env: aptEnv })
      : run('sudo', ['-n', 'apt-get', ...args], { env: aptEnv })
  aptGet('update', '-qq')
  aptGet('install', '-y', '-qq', ...missing)
  const stillMissing = packages.filter((pkg) => !pkg.isInstalled()).map((pkg) => pkg.name)
  if (stillMissing.length > 0)
    throw new Error(`apt-get finished but ${stillMissing.join(', ')} is still missing`)
}

// `node scripts/lib/ensure.mjs services`: what the test setups run when a program is missing
// (the root's scripts are no workspace of ours to import from).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'services') {
  ensureServices()
}
