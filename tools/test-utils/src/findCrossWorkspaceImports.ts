import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import ts from 'typescript'

/** The folders whose children are workspaces (the root package.json's `workspaces` globs). */
const WORKSPACE_ROOTS = ['packages', 'apps', 'tools', 'tests', 'examples']
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.next', 'data', 'test-results'])
/** Test code: test files, and the helpers in a workspace's own `test`/`testing` folders. */
const TEST_FILE = /(?:\.test|\.test-d|\.spec)\.[cm]?[jt]sx?$|(?:^|\/)(?:test|testing)\//

export interface CrossWorkspaceImport {
  /** The importing file, relative to the repository root, with `/` separators. */
  file: string
  /** The import specifier as written. */
  specifier: string
  /** Why it is refused. */
  reason: string
}

export interface SourceFile {
  /** Path relative to the repository root, with `/` separators. */
  path: string
  text: string
}

export interface FindCrossWorkspaceImportsParameters {
  files: readonly SourceFile[]
  /** Workspace folders (e.g. 'packages/core') whose package is published (not private). */
  publishedWorkspaces: ReadonlySet<string>
}

/**
 * The workspace folder a repository path belongs to ('packages/core' for
 * 'packages/core/src/x.ts'), or '' for the root's own files (scripts, bench).
 *
 * @example
 * workspaceOf('tools/test-utils/src/accounts.ts') // 'tools/test-utils'
 */
export function workspaceOf(path: string): string {
  const [root, name] = path.split('/')
  return root && name && WORKSPACE_ROOTS.includes(root) ? `${root}/${name}` : ''
}

/**
 * The imports that reach into another workspace's folder by a relative path (the root's own
 * scripts are no workspace) or through a package's `src`, and the imports of `@portico/test-utils` from a published package's shipped
 * (non-test) code. Imports are read with TypeScript's pre-processor, so comments and strings
 * never count.
 *
 * @example
 * findCrossWorkspaceImports({
 *   files: [{ path: 'packages/react/src/a.test.ts', text: "import '../../../core/src/x.ts'" }],
 *   publishedWorkspaces: new Set(),
 * }) // [{ file: 'packages/react/src/a.test.ts', specifier: '../../../core/src/x.ts', reason: … }]
 */
export function findCrossWorkspaceImports(
  parameters: FindCrossWorkspaceImportsParameters,
): CrossWorkspaceImport[] {
  const found: CrossWorkspaceImport[] = []
  for (const { path, text } of parameters.files) {
    const workspace = workspaceOf(path)
    const { importedFiles } = ts.preProcessFile(text, true, true)
    for (const { fileName: specifier } of importedFiles) {
      const refuse = (reason: string) => found.push({ file: path, specifier, reason })
      if (specifier.startsWith('.')) {
        const targetWorkspace = workspaceOf(posix.join(posix.dirname(path), specifier))
        // The root's own scripts (shared build settings) are no workspace; reaching them is fine.
        if (targetWorkspace && targetWorkspace !== workspace)
          refuse(
            `reaches into ${targetWorkspace} by a relative path; import it by its package name (test helpers: @portico/test-utils/<file>)`,
          )
      } else if (/^@portico\/[^/]+\/src(?:\/|$)/.test(specifier)) {
        refuse("reaches into a package's src; import one of its exports")
      } else if (
        /^@portico\/test-utils(?:\/|$)/.test(specifier) &&
        parameters.publishedWorkspaces.has(workspace) &&
        !TEST_FILE.test(path.slice(workspace.length + 1))
      ) {
        refuse('a published package ships this file: test helpers belong in its tests only')
      }
    }
  }
  return found
}

/**
 * Every source file under the workspace roots and the root's own `scripts` and `bench`, and the
 * published workspaces, read from the repository at `rootDir`.
 *
 * @example
 * const { files, publishedWorkspaces } = readRepository('/work/main')
 */
export function readRepository(rootDir: string): FindCrossWorkspaceImportsParameters {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.'))
          walk(join(dir, entry.name))
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
        const full = join(dir, entry.name)
        const path = relative(rootDir, full).split(sep).join('/')
        if (!path.endsWith('.d.ts')) files.push({ path, text: readFileSync(full, 'utf8') })
      }
    }
  }
  const publishedWorkspaces = new Set<string>()
  for (const root of WORKSPACE_ROOTS) {
    const rootPath = join(rootDir, root)
    let names: string[]
    try {
      names = readdirSync(rootPath)
    } catch {
      continue
    }
    for (const name of names) {
      try {
        const manifest = JSON.parse(readFileSync(join(rootPath, name, 'package.json'), 'utf8'))
        if (manifest.private !== true) publishedWorkspaces.add(`${root}/${name}`)
      } catch {
        // a folder without a package.json is not a workspace; its files are still scanned
      }
    }
    walk(rootPath)
  }
  for (const folder of ['scripts', 'bench']) {
    try {
      walk(join(rootDir, folder))
    } catch {
      // absent in this checkout
    }
  }
  return { files, publishedWorkspaces }
}
