// Shared by the packages' bundleSize tests: what a page loads up front when it imports a package,
// and what that package leaves to lazy chunks.
import { gzipSync } from 'node:zlib'
import { build, type OutputChunk, type RolldownPlugin } from 'rolldown'
import { bundleSelfContained, isSelfContainedSource } from '../../../scripts/lib/selfContained.mjs'

export interface SplitBundleParameters {
  /** The module a page imports (a file path)... */
  entry?: string
  /** ...or the page's own source, importing it. */
  page?: string
  /** Left out of the bundle: what the page loads anyway (e.g. @portico/core). */
  external?: RegExp[]
}

export interface SplitBundle {
  entry: OutputChunk
  /** Gzip bytes of the entry and every chunk it imports statically, transitively. */
  initialBytes: number
  /** The code of those chunks. */
  initialCode: string
  /** The chunks nothing reaches statically: they load through import() only. */
  lazy: OutputChunk[]
}

const PAGE_ID = 'virtual:page'

/** Loads those modules as the build ships them: one module with their dependencies inside. */
const selfContainedAsShipped: RolldownPlugin = {
  name: 'self-contained-as-shipped',
  load: (id) => (isSelfContainedSource(id) ? bundleSelfContained(id) : null),
}

/**
 * Bundles like a page's bundler (browser, minified ESM, code splitting) and splits the output
 * into what loads up front and what loads lazily.
 *
 * @example
 * const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
 * expect(bundle.initialBytes).toBeLessThan(10_000)
 */
export async function splitBundle(parameters: SplitBundleParameters): Promise<SplitBundle> {
  const { page } = parameters
  const { output } = await build({
    input: page === undefined ? parameters.entry : PAGE_ID,
    platform: 'browser',
    // The @portico packages from their sources (package.json "exports"), as the repo reads them.
    resolve: { conditionNames: ['@portico/source', 'import', 'browser', 'default'] },
    external: parameters.external ?? [],
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true },
    plugins: [
      selfContainedAsShipped,
      ...(page === undefined
        ? []
        : [
            {
              name: 'page',
              resolveId: (id: string) => (id === PAGE_ID ? id : null),
              load: (id: string) => (id === PAGE_ID ? page : null),
            },
          ]),
    ],
  })
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The bundle has no entry chunk')

  const initial = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name))
  }
  visit(entry)
  return {
    entry,
    initialBytes: [...initial].reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0),
    initialCode: [...initial].map((chunk) => chunk.code).join('\n'),
    lazy: chunks.filter((chunk) => !initial.has(chunk)),
  }
}

/** The lazy chunks whose code contains `marker` (a string only that dependency has). */
export function lazyChunksWith(bundle: SplitBundle, marker: string): OutputChunk[] {
  return bundle.lazy.filter((chunk) => chunk.code.includes(marker))
}
