// `npm run build [-- @portico/core …]`: builds the published packages (tsdown.config.ts) into
// their dist/, each after the @portico packages it depends on (its declarations are written
// against theirs). A package whose inputs (sources, package.json, build configs) and whose
// dependencies' builds are unchanged since its last build is skipped; `--force` rebuilds all.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { publishedPackages } from './lib/packages.mjs'
import { repoRoot } from './lib/run.mjs'

const CACHE_DIR = join(repoRoot, 'node_modules', '.cache', 'portico-build')
const SHARED_INPUTS = [
  'tsdown.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
  'scripts/lib/packages.mjs',
  'scripts/lib/selfContained.mjs',
  'scripts/lib/sourceCondition.mjs',
]

const args = process.argv.slice(2)
const force = args.includes('--force')
const requested = args.filter((arg) => !arg.startsWith('--'))

const packages = publishedPackages()
const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
for (const name of requested)
  if (!byName.has(name)) throw new Error(`${name} is not a published package of this repo`)

/** The requested packages and every published package they depend on. */
function withDependencies(names) {
  const wanted = new Set()
  const visit = (name) => {
    if (wanted.has(name)) return
    wanted.add(name)
    for (const dependency of byName.get(name).internalDependencies) visit(dependency)
  }
  for (const name of names) visit(name)
  return wanted
}

/** Groups of packages in build order: each group depends only on earlier ones. */
function buildLevels(names) {
  const levels = []
  const placed = new Set()
  let remaining = [...names]
  while (remaining.length) {
    const ready = remaining.filter((name) =>
      byName.get(name).internalDependencies.every((dependency) => placed.has(dependency)),
    )
    if (!ready.length) throw new Error(`Dependency cycle among ${remaining.join(', ')}`)
    levels.push(ready)
    for (const name of ready) placed.add(name)
    remaining = remaining.filter((name) => !placed.has(name))
  }
  return levels
}

function filesUnder(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...filesUnder(path))
    else files.push(path)
  }
  return files
}

/** A digest of what a package's build reads: its files, the shared configs, its deps' digests. */
function inputDigest(pkg, digests) {
  const hash = createHash('sha256')
  const files = [
    ...filesUnder(join(pkg.dir, 'src')),
    join(pkg.dir, 'package.json'),
    ...SHARED_INPUTS.map((file) => join(repoRoot, file)),
  ]
  for (const file of files.sort()) {
    if (!existsSync(file)) continue
    hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  for (const dependency of pkg.internalDependencies) hash.update(digests.get(dependency) ?? '')
  return hash.digest('hex')
}

const stampOf = (pkg) => join(CACHE_DIR, `${pkg.name.replace('/', '__')}.sha256`)

function isUpToDate(pkg, digest) {
  const stamp = stampOf(pkg)
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) return false
  return pkg.outputs.every((file) => existsSync(file) && statSync(file).isFile())
}

const started = performance.now()
const wanted = withDependencies(requested.length ? requested : packages.map((pkg) => pkg.name))
const levels = buildLevels([...wanted])
const digests = new Map()
const { build } = await import('tsdown')
mkdirSync(CACHE_DIR, { recursive: true })
let built = 0
for (const level of levels) {
  const stale = []
  for (const name of level) {
    const pkg = byName.get(name)
    const digest = inputDigest(pkg, digests)
    digests.set(name, digest)
    if (force || !isUpToDate(pkg, digest)) stale.push(pkg)
  }
  if (!stale.length) continue
  console.info(`› building ${stale.map((pkg) => pkg.name).join(', ')}`)
  await build({
    config: join(repoRoot, 'tsdown.config.ts'),
    filter: stale.map((pkg) => pkg.name),
    logLevel: 'warn',
  })
  for (const pkg of stale) {
    const missing = pkg.outputs.filter((file) => !existsSync(file))
    if (missing.length)
      throw new Error(
        `${pkg.name}: the build did not write ${missing.map((f) => relative(repoRoot, f)).join(', ')}`,
      )
    writeFileSync(stampOf(pkg), digests.get(pkg.name))
  }
  built += stale.length
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.info(
  built
    ? `✓ built ${built} of ${wanted.size} packages in ${seconds} s`
    : `✓ ${wanted.size} packages up to date (${seconds} s)`,
)
