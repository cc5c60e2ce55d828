// Builds the published packages (scripts/build.mjs) and packs each with `npm pack`, as npm would
// publish it, into a folder of tarballs; each tarball is also unpacked beside it for checks.
// Used by the packaging test (tests/consumers/run.ts) and the bench. Node built-ins only.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { publishedPackages } from './packages.mjs'
import { repoRoot } from './run.mjs'

/**
 * @typedef {{ name: string, version: string, tarball: string, size: number, unpackedSize: number,
 *   files: { path: string, size: number }[], unpackedDir: string, manifest: any }} PackedPackage
 */

function runOrThrow(command, args, options) {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', ...options })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}\n${result.stderr ?? ''}`,
    )
  return result.stdout ?? ''
}

/**
 * @param {string} destination folder for the tarballs (created)
 * @returns {PackedPackage[]} one per published package, sorted by name
 * @example
 * const packed = packPublished(join(tmpdir(), 'packs'))
 * packed.find((pkg) => pkg.name === '@portico/core').tarball // …/portico-core-0.1.0.tgz
 */
export function packPublished(destination) {
  mkdirSync(destination, { recursive: true })
  runOrThrow(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], { stdio: 'inherit' })
  const packages = publishedPackages()
  const workspaces = packages.flatMap((pkg) => ['--workspace', pkg.name])
  const report = JSON.parse(
    runOrThrow('npm', ['pack', '--json', '--pack-destination', destination, ...workspaces]),
  )
  return report
    .map((entry) => {
      const tarball = join(destination, entry.filename)
      const unpackedDir = join(destination, 'unpacked', entry.name.replace('/', '__'))
      mkdirSync(unpackedDir, { recursive: true })
      runOrThrow('tar', ['-xzf', tarball, '-C', unpackedDir, '--strip-components=1'])
      return {
        name: entry.name,
        version: entry.version,
        tarball,
        size: entry.size,
        unpackedSize: entry.unpackedSize,
        files: entry.files.map(({ path, size }) => ({ path, size })),
        unpackedDir,
        manifest: JSON.parse(readFileSync(join(unpackedDir, 'package.json'), 'utf8')),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}
