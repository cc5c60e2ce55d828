import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { outsideEnv, runCommand } from '../../../scripts/lib/consumerApp.mjs'
import type { PackedPackage } from '../../../scripts/lib/packPublished.mjs'
import {
  type EntrySize,
  entrySizeRows,
  type Manifest,
  type PageBuild,
  type SharedChunk,
} from './entrySizeRows.ts'

const BUILD_SCRIPT = fileURLToPath(new URL('./buildEntryPages.mjs', import.meta.url))
/** In the dApp (tests/consumers/vite-react19): one page per entry, type-checked with the dApp. */
const PAGES = join('src', 'entrySizes')
const BASE_PAGE = 'provider-button'
const OUT_DIR = 'dist-entry-sizes'
/** Packages measured by the provider + button page; each other one has a page of its own. */
const BASE_PACKAGES = ['@portico/core', '@portico/react']
const NOTES: Record<string, string> = {
  '@portico/wallet-standard': 'whole entry, no adapter of its own',
}

/**
 * The size check of the packaging test, on a consumer dApp that has installed the packed
 * packages (`appDir`, the Vite + React 19 one): bundles each page of its src/entrySizes on its own
 * with the dApp's Vite and vite.config.js — the provider + button page, and per other published
 * package that page with the package's adapter added — every package's peers left out (React,
 * react-dom; @wagmi/core and viem for @portico/wagmi), then reads the chunks and their imports
 * from each build's manifest (entrySizeRows.ts). Figures are gzip bytes of JavaScript.
 *
 * @example
 * const { rows } = await measureEntrySizes({ appDir: app.dir, packed })
 */
export async function measureEntrySizes(parameters: {
  appDir: string
  packed: readonly PackedPackage[]
}): Promise<{ rows: EntrySize[]; shared: SharedChunk[] }> {
  const { appDir, packed } = parameters
  const byName = new Map(packed.map((pkg) => [pkg.name, pkg]))
  const peersOf = (name: string) => Object.keys(byName.get(name)?.manifest.peerDependencies ?? {})
  const reactPeers = peersOf('@portico/react')
  const adapters = packed
    .filter((pkg) => !BASE_PACKAGES.includes(pkg.name))
    .map((pkg) => {
      const page = pkg.name.slice(pkg.name.indexOf('/') + 1)
      const peers = peersOf(pkg.name)
      const porticoDependencies = Object.keys(pkg.manifest.dependencies ?? {}).filter(
        (name) => name.startsWith('@portico/') && !BASE_PACKAGES.includes(name),
      )
      const note = [
        NOTES[pkg.name],
        porticoDependencies.length
          ? `its share of ${porticoDependencies.join(', ')} included`
          : undefined,
        peers.length ? `peers ${peers.join(', ')} left out` : undefined,
      ].filter(Boolean)
      return { name: pkg.name, page, peers, note: note.join('; ') }
    })
  const pages = [
    { name: BASE_PAGE, external: reactPeers },
    ...adapters.map(({ page, peers }) => ({
      name: page,
      external: [...new Set([...reactPeers, ...peers])],
    })),
  ].map((page) => ({ ...page, input: join(PAGES, `${page.name}.tsx`) }))
  const missing = pages.filter((page) => !existsSync(join(appDir, page.input)))
  if (missing.length)
    throw new Error(
      `No page to measure ${missing.map((page) => page.input).join(', ')} with: add it to tests/consumers/vite-react19/${PAGES}`,
    )

  const outDir = join(appDir, OUT_DIR)
  await runCommand(process.execPath, [BUILD_SCRIPT, JSON.stringify({ outDir, pages })], {
    cwd: appDir,
    env: outsideEnv(),
  })
  const built = (page: string): PageBuild => {
    const dir = join(outDir, page)
    const manifest = JSON.parse(
      readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest
    const gzipBytes: Record<string, number> = {}
    for (const { file } of Object.values(manifest))
      if (file.endsWith('.js')) gzipBytes[file] = gzipSync(readFileSync(join(dir, file))).length
    return { manifest, gzipBytes }
  }
  return entrySizeRows({
    base: built(BASE_PAGE),
    adapters: adapters.map(({ name, page, note }) => ({
      name,
      build: built(page),
      ...(note ? { note } : {}),
    })),
  })
}
