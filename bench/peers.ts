// The three pages issue #21 compares, each a Vite production build with React 18.3.1 in a folder
// outside the repo (so nothing resolves from the repo's node_modules):
//   bare       bench/baseline: React with a trivial modal
//   portico    bench/peers/portico: the packed @portico/react, core, evm and walletconnect
//   rainbowkit bench/peers/rainbowkit: RainbowKit 2.2.11 with wagmi 2, its quick start
// Third-party packages are installed with npm once per package list, into a cache in the
// system's temporary folder that later runs reuse; RainbowKit is installed there only, never in a
// manifest of the repo. The @portico packages are copied from this run's tarballs.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Stack } from '@portico/devnet'
import { outsideEnv, runCommand } from '../scripts/lib/consumerApp.mjs'
import type { PackedPackage } from '../scripts/lib/packPublished.mjs'

export type PeerName = 'bare' | 'portico' | 'rainbowkit'

const bench = fileURLToPath(new URL('.', import.meta.url))
/** Where the installs are kept between runs, one folder per peer and package list. */
const CACHE = join(tmpdir(), 'portico-bench-peers')
/** A WalletConnect Cloud id of the right shape that names no project: nothing may call out. */
const DUMMY_WALLETCONNECT_PROJECT_ID = '00000000000000000000000000000000'

/**
 * Every peer is built by the same Vite and React (the issue's React 18.3.1). Vite 8.4 (rolldown
 * 1.3), what a dApp installs today: the repo's 8.3 (rolldown 1.2) splits a page's first chunk into
 * a file per module it shares with a lazy chunk (23 files before the button on the packed kit;
 * rolldown issues #9963, #10731), which no package layout avoids; 8.4 makes it one.
 */
const COMMON: Record<string, string> = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  vite: '8.4.0',
  '@vitejs/plugin-react': '6.3.0',
}

interface PeerSpec {
  /** index.html and src/ of the app, in the repo. */
  sources: string
  /** Packages from the registry, besides COMMON. */
  dependencies: Record<string, string>
  /** Packages copied from the packed tarballs (with the @portico packages they depend on). */
  portico?: readonly string[]
  /** The build's environment: the app's settings. */
  env(stack: Stack): Record<string, string>
}

const PEERS: Record<PeerName, PeerSpec> = {
  bare: { sources: join(bench, 'baseline'), dependencies: {}, env: () => ({}) },
  portico: {
    sources: join(bench, 'peers', 'portico'),
    dependencies: {},
    portico: ['@portico/core', '@portico/evm', '@portico/react', '@portico/walletconnect'],
    env: (stack) => ({
      VITE_API_URL: required(stack.serverUrl, 'server'),
      VITE_PROJECT_ID: stack.projectId,
      VITE_CHAIN_ID: String(chainOf(stack).chainId),
      VITE_RPC_URL: chainOf(stack).rpcUrl,
      VITE_RELAY_URL: required(stack.relayUrl, 'relay'),
    }),
  },
  rainbowkit: {
    sources: join(bench, 'peers', 'rainbowkit'),
    dependencies: {
      '@rainbow-me/rainbowkit': '2.2.11',
      wagmi: '2.19.5',
      viem: '2.57.20',
      '@tanstack/react-query': '5.108.2',
    },
    env: (stack) => ({
      VITE_CHAIN_ID: String(chainOf(stack).chainId),
      VITE_RPC_URL: chainOf(stack).rpcUrl,
      VITE_WALLETCONNECT_PROJECT_ID: DUMMY_WALLETCONNECT_PROJECT_ID,
    }),
  },
}

/**
 * Installs (or reuses) and builds the peers for `stack` (all three unless `names` says which);
 * resolves with each built one's `dist`.
 *
 * @example
 * const dists = await buildPeers({ stack, packed, workDir })
 * const site = await serveStatic(dists.portico)
 */
export async function buildPeers<Name extends PeerName = PeerName>(parameters: {
  stack: Stack
  packed: readonly PackedPackage[]
  /** A temporary folder outside the repo for this run's app folders. */
  workDir: string
  names?: readonly Name[]
}): Promise<Record<Name, string>> {
  const dists = {} as Record<Name, string>
  for (const name of parameters.names ?? (Object.keys(PEERS) as Name[])) {
    const started = performance.now()
    dists[name] = await buildPeer(name, parameters)
    console.info(`Peer ${name} built in ${Math.round((performance.now() - started) / 1000)} s`)
  }
  return dists
}

async function buildPeer(
  name: PeerName,
  { stack, packed, workDir }: { stack: Stack; packed: readonly PackedPackage[]; workDir: string },
): Promise<string> {
  const spec = PEERS[name]
  const portico = porticoClosure(spec.portico ?? [], packed)
  const modules = await installDependencies(name, {
    ...thirdPartyDependencies(portico),
    ...spec.dependencies,
    ...COMMON,
  })
  const app = join(workDir, name)
  cpSync(spec.sources, app, { recursive: true })
  // The bare page's Vite config for a peer without its own (Portico's adds its modal preload,
  // as the README's Vite setup does).
  if (!existsSync(join(spec.sources, 'vite.config.ts')))
    cpSync(join(bench, 'baseline', 'vite.config.ts'), join(app, 'vite.config.ts'))
  // The cached packages, linked one by one so the @portico ones can sit beside them.
  mkdirSync(join(app, 'node_modules', '@portico'), { recursive: true })
  for (const entry of readdirSync(modules))
    if (!entry.startsWith('.') || entry === '.bin')
      symlinkSync(join(modules, entry), join(app, 'node_modules', entry))
  for (const pkg of portico)
    cpSync(pkg.unpackedDir, join(app, 'node_modules', pkg.name), { recursive: true })
  const dist = join(app, 'dist')
  await runCommand(
    process.execPath,
    [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: app,
      env: buildEnv(spec.env(stack)),
    },
  )
  return dist
}

/** The named packed packages and the @portico packages they depend on. */
function porticoClosure(
  names: readonly string[],
  packed: readonly PackedPackage[],
): PackedPackage[] {
  const byName = new Map(packed.map((pkg) => [pkg.name, pkg]))
  const found = new Map<string, PackedPackage>()
  const visit = (name: string) => {
    if (found.has(name)) return
    const pkg = byName.get(name)
    if (!pkg) throw new Error(`${name} is not a packed package`)
    found.set(name, pkg)
    for (const dependency of Object.keys(pkg.manifest.dependencies ?? {}))
      if (dependency.startsWith('@portico/')) visit(dependency)
  }
  for (const name of names) visit(name)
  return [...found.values()]
}

/** What the packed packages need from the registry, as their manifests ask for it. */
function thirdPartyDependencies(packages: readonly PackedPackage[]): Record<string, string> {
  const dependencies: Record<string, string> = {}
  for (const pkg of packages)
    for (const [name, range] of Object.entries(pkg.manifest.dependencies ?? {}))
      if (!name.startsWith('@portico/')) dependencies[name] = range
  return dependencies
}

/**
 * The node_modules of an npm install of `dependencies`, made once per package list: installed
 * into a folder of its own, then renamed into place, so a run that stops half-way (or a second
 * bench at the same time) never leaves a partial install where the next run would use it.
 */
async function installDependencies(
  name: PeerName,
  dependencies: Record<string, string>,
): Promise<string> {
  const sorted = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)),
  )
  const key = createHash('sha256')
    .update(JSON.stringify({ sorted, node: process.versions.modules, platform: process.platform }))
    .digest('hex')
    .slice(0, 12)
  const dir = join(CACHE, `${name}-${key}`)
  if (existsSync(join(dir, 'node_modules'))) return join(dir, 'node_modules')
  mkdirSync(CACHE, { recursive: true })
  const partial = mkdtempSync(join(CACHE, `${name}-${key}.partial-`))
  try {
    writeFileSync(
      join(partial, 'package.json'),
      `${JSON.stringify({ name: `portico-bench-${name}`, private: true, type: 'module', dependencies: sorted }, null, 2)}\n`,
    )
    console.info(`Installing the ${name} peer's packages (once per package list) into ${dir}`)
    // No install scripts: nothing a Vite build needs compiles natively.
    await runCommand('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: partial,
      env: outsideEnv({ PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }),
    })
    try {
      renameSync(partial, dir)
    } catch (error) {
      // Another run finished the same install first: use its.
      if (!existsSync(join(dir, 'node_modules'))) throw error
    }
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
  return join(dir, 'node_modules')
}

/** The environment of a peer's build: its own settings and no VITE_ variable of the bench's. */
function buildEnv(settings: Record<string, string>): Record<string, string> {
  const env = outsideEnv()
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key]
  return { ...env, ...settings }
}

function chainOf(stack: Stack): { chainId: number; rpcUrl: string } {
  const [chain] = stack.chains
  if (!chain) throw new Error('The bench stack has no chain')
  return chain
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`The bench stack has no ${what}`)
  return value
}
