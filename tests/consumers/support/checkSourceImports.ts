import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { listImportedPackages } from './listImports.ts'

const SOURCE_FILE = /\.(ts|tsx)$/
const TEST_CODE = /(\.test|\.test-d|\.spec)\.|(^|\/)(test|testing)\//

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE_FILE.test(entry.name) ? [path] : []
  })
}

/**
 * The imports in a package's shipped sources (src/, tests and test helpers left out; type-only
 * imports included, since declarations keep them) of packages its package.json does not declare
 * in `dependencies` or `peerDependencies`.
 *
 * @example
 * undeclaredSourceImports('packages/solana') // ['src/x.ts imports @portico/evm']
 */
export function undeclaredSourceImports(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
  const problems: string[] = []
  for (const file of sourceFiles(join(packageDir, 'src'))) {
    const path = relative(packageDir, file).split('\\').join('/')
    if (TEST_CODE.test(path)) continue
    for (const imported of listImportedPackages(readFileSync(file, 'utf8')))
      if (!declared.has(imported) && imported !== manifest.name)
        problems.push(`${path} imports ${imported}`)
  }
  return problems
}
