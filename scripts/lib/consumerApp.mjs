// A dApp outside the repo: a template of tests/consumers copied to a temporary folder, its
// @portico dependencies pointed at the packed tarballs, installed with npm from the registry like
// any project's. Its commands run without anything of the repo's environment (no
// "@portico/source" condition, no npm_* settings of a parent `npm run`). Node built-ins only.
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './run.mjs'
import { SOURCE_CONDITION } from './sourceCondition.mjs'

/** The environment of a process started for a dApp outside the repo. */
export function outsideEnv(extra = {}) {
  const env = {}
  for (const [key, value] of Object.entries(process.env)) {
    // NODE_ENV too: Vite's build sets it to 'production' in the process that ran it, and npm
    // then leaves devDependencies out.
    if (value === undefined || /^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_ENV')
      continue
    env[key] = value
  }
  const nodeOptions = (env.NODE_OPTIONS ?? '')
    .split(/\s+/)
    .filter((option) => option && option !== `--conditions=${SOURCE_CONDITION}`)
    .join(' ')
  if (nodeOptions) env.NODE_OPTIONS = nodeOptions
  else delete env.NODE_OPTIONS
  return { ...env, ...extra }
}

/**
 * Runs a command; resolves with its output, or rejects with the command, its exit and the last
 * lines of its output. Killed (the whole process group) after `timeoutMs`.
 *
 * @example
 * await runCommand('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app.dir, env: outsideEnv() })
 */
export function runCommand(command, args, { cwd, env = outsideEnv(), timeoutMs = 600_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.setEncoding('utf8').on('data', collect)
    child.stderr.setEncoding('utf8').on('data', collect)
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) return resolve(output)
      const tail = output.trimEnd().split('\n').slice(-60).join('\n')
      const how = signal
        ? `was killed (${signal}${signal === 'SIGKILL' ? `, over ${timeoutMs / 1000} s` : ''})`
        : `exited with ${code}`
      reject(new Error(`${command} ${args.join(' ')} ${how} in ${cwd}:\n${tail}`))
    })
  })
}

/**
 * Copies tests/consumers/<template> to `workDir/<template>`, points every `@portico/*`
 * dependency of its package.json at a tarball (adding the @portico packages those depend on, so
 * that none comes from the registry), installs, and checks that npm took each from a tarball.
 * A folder left by an earlier run keeps only its node_modules, less the @portico packages, so
 * that npm resolves afresh (no lockfile) but need not download and unpack everything again.
 *
 * @param {{ template: string, packed: { name: string, tarball: string, manifest: any }[],
 *   workDir: string }} parameters
 * @returns {Promise<{ dir: string, porticoPackages: string[] }>}
 * @example
 * const app = await createConsumerApp({ template: 'vite-react19', packed, workDir })
 */
export async function createConsumerApp({ template, packed, workDir }) {
  const dir = join(workDir, template)
  if (existsSync(dir))
    for (const entry of readdirSync(dir))
      if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true })
  rmSync(join(dir, 'node_modules', '@portico'), { recursive: true, force: true })
  cpSync(join(repoRoot, 'tests', 'consumers', template), dir, { recursive: true })
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const byName = new Map(packed.map((pkg) => [pkg.name, pkg]))
  const wanted = new Set()
  const want = (name) => {
    const pkg = byName.get(name)
    if (!pkg) throw new Error(`${template} depends on ${name}, which is not a packed package`)
    if (wanted.has(name)) return
    wanted.add(name)
    const { dependencies = {}, peerDependencies = {} } = pkg.manifest
    for (const dependency of Object.keys({ ...dependencies, ...peerDependencies }))
      if (dependency.startsWith('@portico/')) want(dependency)
  }
  for (const name of Object.keys(manifest.dependencies ?? {}))
    if (name.startsWith('@portico/')) want(name)
  for (const name of wanted) manifest.dependencies[name] = `file:${byName.get(name).tarball}`
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

  await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: outsideEnv({ PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' }),
  })
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'))
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    if (!path.includes('node_modules/') || !name.startsWith('@portico/')) continue
    if (!entry.resolved?.startsWith('file:'))
      throw new Error(
        `${template}: npm installed ${path} from ${entry.resolved ?? 'the registry'}, not a tarball`,
      )
  }
  return { dir, porticoPackages: [...wanted].sort() }
}

/**
 * The folder the consumer dApps live in: `<tmpdir>/portico-consumers`, kept between runs (their
 * node_modules make the next install quick; removing them costs as much as installing), held by
 * one run at a time. When another live run holds it, a fresh temporary folder instead, removed by
 * `release()`.
 *
 * @example
 * const { dir, release } = claimConsumersDir()
 */
export function claimConsumersDir() {
  const dir = join(tmpdir(), 'portico-consumers')
  const lock = `${dir}.lock`
  const claim = () => {
    mkdirSync(lock)
    writeFileSync(join(lock, 'pid'), String(process.pid))
    mkdirSync(dir, { recursive: true })
    return { dir, release: () => rmSync(lock, { recursive: true, force: true }) }
  }
  try {
    return claim()
  } catch {
    const holder = Number(readFileSafely(join(lock, 'pid')))
    if (!holder || !isAlive(holder)) {
      rmSync(lock, { recursive: true, force: true })
      try {
        return claim()
      } catch {
        // Claimed by another run just now: fall through to a folder of our own.
      }
    }
  }
  const own = mkdtempSync(join(tmpdir(), 'portico-consumers-'))
  return { dir: own, release: () => rmSync(own, { recursive: true, force: true }) }
}

function readFileSafely(path) {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
