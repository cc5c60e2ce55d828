import { existsSync } from 'node:fs'
import { readFile, realpath } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import { ContractCompileError } from './errors.ts'
import { CONTRACTS_DIR } from './paths.ts'

/** Solidity sources by solc source unit name, as solc's standard JSON `sources` takes them. */
export type ContractSources = Record<string, { content: string }>

// `import "x";`, `import {A, B} from "x";`, `import * as A from "x";`, `import "x" as A;`.
const IMPORT_PATTERN = /^\s*import\s+(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm

/**
 * The sources solc needs for `sourceName` (a path under contracts/): the file and, transitively,
 * every file it imports. A relative import is resolved against its importer's unit name (as solc
 * does); any other names an npm package (`solady/src/…`, `@openzeppelin/contracts/…`), looked up
 * in the node_modules folders above the importing file, so a package's own dependencies resolve
 * to the version it was installed with. Read in import order, each once.
 *
 * @example
 * const sources = await collectContractSources('accountAbstraction/PorticoSmartAccount.sol')
 * Object.keys(sources) // ['accountAbstraction/PorticoSmartAccount.sol', 'solady/src/accounts/ERC4337.sol', …]
 */
export async function collectContractSources(
  sourceName: string,
  contractName = posix.basename(sourceName, '.sol'),
): Promise<ContractSources> {
  const sources: ContractSources = {}
  const files = new Map<string, string>([[sourceName, join(CONTRACTS_DIR, sourceName)]])
  const queue = [sourceName]
  for (let unit = queue.shift(); unit !== undefined; unit = queue.shift()) {
    if (sources[unit]) continue
    const file = files.get(unit)
    if (!file) continue
    const content = await readFile(file, 'utf8').catch((cause: unknown) => {
      throw new ContractCompileError(`cannot read ${unit} (${file})`, { contractName, cause })
    })
    sources[unit] = { content }
    const importerDir = dirname(await realpath(file))
    for (const match of content.matchAll(IMPORT_PATTERN)) {
      const path = match[1] as string
      const imported = path.startsWith('.')
        ? posix.normalize(posix.join(posix.dirname(unit), path))
        : path
      if (files.has(imported)) continue
      const importedFile = path.startsWith('.')
        ? join(importerDir, path)
        : findInNodeModules(importerDir, imported)
      if (!importedFile)
        throw new ContractCompileError(`${unit} imports ${path}, not found in any node_modules`, {
          contractName,
        })
      files.set(imported, importedFile)
      queue.push(imported)
    }
  }
  return sources
}

// Node's lookup of a package file, without `exports` maps (Solidity packages ship plain files).
function findInNodeModules(fromDir: string, path: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', path)
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return undefined
  }
}
