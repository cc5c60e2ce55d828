// The workspaces published to npm (every packages/* that is not private) as the build and the
// packaging test see them. Node built-ins only.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './run.mjs'

/**
 * @returns {{ name: string, dir: string, manifest: any, internalDependencies: string[],
 *   outputs: string[] }[]} sorted by name; `outputs` are the dist files its exports name.
 */
export function publishedPackages() {
  const dirs = readdirSync(join(repoRoot, 'packages'))
    .map((name) => join(repoRoot, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
  const manifests = dirs.map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
  }))
  const published = manifests.filter(({ manifest }) => !manifest.private)
  const names = new Set(published.map(({ manifest }) => manifest.name))
  return published
    .map(({ dir, manifest }) => ({
      name: manifest.name,
      dir,
      manifest,
      internalDependencies: Object.keys({
        ...manifest.dependencies,
        ...manifest.peerDependencies,
      }).filter((name) => names.has(name)),
      outputs: Object.values(manifest.exports ?? {}).flatMap((entry) =>
        typeof entry === 'string'
          ? []
          : [entry.types, entry.default].filter(Boolean).map((file) => join(dir, file)),
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
