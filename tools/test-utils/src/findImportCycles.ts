import { posix } from 'node:path'
import ts from 'typescript'
import type { SourceFile } from './findCrossWorkspaceImports.ts'

/**
 * The import cycles among `files`: each strongly connected group of files that import one
 * another (type-only imports and re-exports count; `import()` does not, since a lazy load cannot
 * be half-initialised), as its paths sorted. Only relative specifiers that name one of `files`
 * are followed.
 *
 * @example
 * findImportCycles([
 *   { path: 'src/a.ts', text: "import type { B } from './b.ts'" },
 *   { path: 'src/b.ts', text: "import type { A } from './a.ts'" },
 * ]) // [['src/a.ts', 'src/b.ts']]
 */
export function findImportCycles(files: readonly SourceFile[]): string[][] {
  const paths = new Set(files.map((file) => file.path))
  const edges = new Map(files.map((file) => [file.path, staticImports(file, paths)]))
  // Tarjan's strongly connected components.
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (path: string) => {
    order.set(path, order.size)
    low.set(path, order.get(path) as number)
    stack.push(path)
    for (const next of edges.get(path) ?? []) {
      if (!order.has(next)) visit(next)
      if (stack.includes(next))
        low.set(path, Math.min(low.get(path) as number, low.get(next) as number))
    }
    if (low.get(path) !== order.get(path)) return
    const group = stack.splice(stack.indexOf(path))
    if (group.length > 1 || edges.get(path)?.includes(path)) cycles.push(group.sort())
  }
  for (const path of paths) if (!order.has(path)) visit(path)
  return cycles
}

/** The files of `paths` that `file` imports or re-exports from at load time. */
function staticImports(file: SourceFile, paths: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false)
  const found = new Set<string>()
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue
    const target = posix.join(posix.dirname(file.path), specifier.text)
    if (paths.has(target)) found.add(target)
  }
  return [...found]
}
