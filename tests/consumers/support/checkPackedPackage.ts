import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PackedPackage } from '../../../scripts/lib/packPublished.mjs'
import { SOURCE_CONDITION } from '../../../scripts/lib/sourceCondition.mjs'
import { listImportedPackages } from './listImports.ts'

/** Files npm adds whatever `files` says. */
const ALWAYS_SHIPPED = /^(package\.json|README(\.md)?|LICEN[CS]E(\.md)?)$/i
const TYPESCRIPT_SOURCE = /\.(ts|tsx|mts|cts)$/
const DECLARATION = /\.d\.(ts|mts|cts)$/
const TEST_FILE = /(\.test|\.test-d|\.spec)\.|(^|\/)(test|testing|__tests__)\//

/**
 * What is wrong with a packed package, as a dApp would install it (empty when nothing is):
 * TypeScript sources or tests shipped, files outside dist/, an `exports` entry without `types`
 * and `default` files in the tarball, a dependency on a @portico package that is not published,
 * or an import (in the JavaScript or the declarations) of a package it does not declare.
 *
 * @example
 * checkPackedPackage(packed[0], new Set(packed.map((pkg) => pkg.name))) // []
 */
export function checkPackedPackage(
  pkg: PackedPackage,
  publishedNames: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  const { manifest } = pkg
  const shipped = new Set(pkg.files.map((file) => file.path))

  if (manifest.private) problems.push('is private')
  if (manifest.type !== 'module') problems.push('"type" is not "module"')
  if (manifest.sideEffects !== false) problems.push('"sideEffects" is not false')
  for (const { path } of pkg.files) {
    if (TYPESCRIPT_SOURCE.test(path) && !DECLARATION.test(path))
      problems.push(`ships TypeScript source ${path}`)
    if (TEST_FILE.test(path)) problems.push(`ships test code ${path}`)
    if (!path.startsWith('dist/') && !ALWAYS_SHIPPED.test(path))
      problems.push(`ships ${path}, outside dist/`)
  }

  const exportsMap = manifest.exports ?? {}
  if (!exportsMap['.']) problems.push('has no "exports" entry for "."')
  for (const [subpath, entry] of Object.entries(exportsMap)) {
    if (typeof entry === 'string') {
      problems.push(`exports["${subpath}"] is a bare path, without "types" and "default"`)
      continue
    }
    for (const condition of ['types', 'default']) {
      const target = entry[condition]
      if (!target) problems.push(`exports["${subpath}"] has no "${condition}"`)
      else if (!shipped.has(target.replace(/^\.\//, '')))
        problems.push(`exports["${subpath}"].${condition} → ${target}, which is not in the tarball`)
    }
    for (const [condition, target] of Object.entries(entry))
      if (!['types', 'default', SOURCE_CONDITION].includes(condition))
        problems.push(
          `exports["${subpath}"] has an unexpected condition "${condition}" → ${target}`,
        )
  }

  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
  for (const name of declared)
    if (name.startsWith('@portico/') && !publishedNames.has(name))
      problems.push(`depends on ${name}, a workspace that is not published`)

  for (const { path } of pkg.files) {
    if (!/\.(js|mjs|d\.ts|d\.mts)$/.test(path)) continue
    const text = readFileSync(join(pkg.unpackedDir, path), 'utf8')
    for (const imported of listImportedPackages(text)) {
      if (imported.startsWith('node:') || imported === 'node')
        problems.push(`${path} needs Node (${imported}), which a browser package cannot`)
      else if (!declared.has(imported) && imported !== manifest.name)
        problems.push(`${path} imports ${imported}, which package.json does not declare`)
    }
  }
  return problems
}
