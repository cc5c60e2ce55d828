// Modules a package ships self-contained, their dependencies bundled in: read by the build
// (tsdown.config.ts) and by the bundle tests (tools/test-utils/src/splitBundle.ts), so that both
// see the same graph a dApp's bundler sees.
import { rolldown } from 'rolldown'

/**
 * By package, each file's path under src/ (and, as .js, under dist/). The one: @portico/evm's
 * swap checks, which decode with viem in a chunk that only a confirmed swap loads. Shipped as
 * imports of viem, they would bring viem modules new to a dApp's graph into a lazy chunk, and
 * the dApp's bundler (rolldown) then splits core's and React's first chunk into more chunks:
 * ~1.9 KB more before the first click (docs/architecture-notes.md, "Swap: quotes from the chain,
 * checked twice"). Bundled, the dApp's bundler meets one file that imports nothing.
 */
export const SELF_CONTAINED = {
  '@portico/evm': ['swaps/swapChecks.ts'],
}

const SOURCES = Object.entries(SELF_CONTAINED).flatMap(([name, files]) =>
  files.map((file) => `/packages/${name.replace('@portico/', '')}/src/${file}`),
)

/**
 * Whether `id` (a module's path) is the source of one of those files: builds that read the
 * packages from their sources (the bundle tests, the demo) load it with `bundleSelfContained`.
 *
 * @param {string} id
 * @returns {boolean}
 */
export function isSelfContainedSource(id) {
  return SOURCES.some((source) => id.endsWith(source))
}

/**
 * `input` and everything it imports, in one ES module that imports nothing (unminified: the
 * dApp's bundler minifies). Throws when something stays an import.
 *
 * @param {string} input an absolute path
 * @returns {Promise<string>}
 */
export async function bundleSelfContained(input) {
  const build = await rolldown({
    input,
    // viem's entry reaches its WebSocket transport (ws) before tree-shaking drops it: 'browser'
    // resolves that to ws's browser stub, not Node's http and crypto.
    platform: 'browser',
    logLevel: 'warn',
  })
  try {
    const { output } = await build.generate({
      format: 'esm',
      comments: { legal: true, annotation: true, jsdoc: false },
    })
    const [only, ...more] = output
    if (only?.type !== 'chunk' || more.length || only.imports.length || only.dynamicImports.length)
      throw new Error(`${input} must bundle into one module that imports nothing`)
    return only.code
  } finally {
    await build.close()
  }
}
