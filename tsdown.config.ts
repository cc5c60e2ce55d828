// The build of every published package (`npm run build`: scripts/build.mjs builds them in
// dependency order and skips the unchanged ones). One config per package, derived from its
// package.json: each `exports` entry's "@portico/source" file is an entry, built to the
// dist/<name>.js and dist/<name>.d.ts its `default` and `types` name; the modules it reaches keep
// their src/ paths under dist/.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TsdownPlugin, type UserConfig } from 'tsdown'
import { type PublishedPackage, publishedPackages } from './scripts/lib/packages.mjs'
import { bundleSelfContained, SELF_CONTAINED } from './scripts/lib/selfContained.mjs'
import { SOURCE_CONDITION } from './scripts/lib/sourceCondition.mjs'

const root = fileURLToPath(new URL('.', import.meta.url))

/** `{ index: './src/exports/index.ts', protocol: './src/protocol/index.ts' }` from `exports`. */
function entriesOf(pkg: PublishedPackage): Record<string, string> {
  const entries: Record<string, string> = {}
  const exportsMap = (pkg.manifest.exports ?? {}) as Record<string, Record<string, string>>
  for (const [subpath, entry] of Object.entries(exportsMap)) {
    const name = entry.default?.match(/^\.\/dist\/(.+)\.js$/)?.[1]
    const source = entry[SOURCE_CONDITION]
    if (!name || !source || entry.types !== `./dist/${name}.d.ts`) {
      throw new Error(
        `${pkg.name}: exports["${subpath}"] must be { "${SOURCE_CONDITION}": "./src/….ts", "types": "./dist/<name>.d.ts", "default": "./dist/<name>.js" }`,
      )
    }
    entries[name] = source
  }
  return entries
}

/**
 * Writes the package's SELF_CONTAINED files (scripts/lib/selfContained.mjs) with their
 * dependencies bundled in, and drops the files of the modules now inside them.
 */
function selfContained(pkg: PublishedPackage): TsdownPlugin {
  const files = (SELF_CONTAINED[pkg.name] ?? []).map((file) => file.replace(/\.ts$/, '.js'))
  return {
    name: 'portico:self-contained',
    async generateBundle(_options, bundle) {
      if (!files.length) return
      for (const file of files) {
        const chunk = bundle[file]
        if (chunk?.type !== 'chunk') throw new Error(`${pkg.name}: no ${file} to bundle`)
        chunk.code = await bundleSelfContained(join(pkg.dir, 'src', file.replace(/\.js$/, '.ts')))
        chunk.imports = []
        chunk.dynamicImports = []
      }
      // The modules now inside those files: no other file imports them any more.
      const reached = new Set<string>()
      const visit = (name: string) => {
        const output = bundle[name]
        if (reached.has(name) || output?.type !== 'chunk') return
        reached.add(name)
        for (const next of [...output.imports, ...output.dynamicImports]) visit(next)
      }
      for (const [name, output] of Object.entries(bundle))
        if (output.type === 'chunk' && output.isEntry) visit(name)
      for (const [name, output] of Object.entries(bundle))
        if (output.type === 'chunk' && name.endsWith('.js') && !reached.has(name)) {
          delete bundle[name]
        }
    },
  }
}

function packageConfig(pkg: PublishedPackage): UserConfig {
  return {
    name: pkg.name,
    cwd: pkg.dir,
    entry: entriesOf(pkg),
    format: 'esm',
    // Browsers and Node alike (servers render with the same files): ES2022 syntax, no shims.
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    // No source maps: each output file is one source module at its src/ path (the SELF_CONTAINED
    // ones with their dependencies), unminified, with its comments but the JSDoc, so a debugger
    // already shows the kit's own code, less its types. Maps carrying that source again were over
    // half of the tarballs (core's 557 KB with them, 254 KB without) and put them over issue
    // #16's 1 MB.
    sourcemap: false,
    plugins: [selfContained(pkg)],
    // JSDoc stays where a dApp reads it (the declarations, for editors): a second copy in the
    // JavaScript only weighed on the tarballs (core's JavaScript is 90 KB gzipped without it,
    // 144 KB with), and a dApp's bundler drops it anyway. Annotations (`@__PURE__`,
    // `@vite-ignore`) and legal comments are kept.
    outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
    fixedExtension: false,
    hash: false,
    // One output file per source module, not one bundle per entry: the dApp's bundler then sees
    // the same module graph as the repo's own builds and splits it the same way (the modal's
    // lazily loaded code stays lazy; bundled, rolldown's shared chunks pulled some of it into
    // what a page loads first: 128 KB gzipped before the first click instead of 115).
    unbundle: true,
    // Declarations written against the other packages' built declarations (not their sources),
    // as a dApp sees them, and without Node's types, so none can leak into the API. No
    // declaration maps: they point into src/, which is not published, so an editor's "go to
    // definition" could only fall back to the .d.ts it already shows (22 KB gzipped of dead
    // weight in the tarballs).
    dts: { sourcemap: false, tsconfig: join(root, 'tsconfig.build.json') },
    // Every other @portico package stays an import of that package; nothing from node_modules
    // is bundled in (an import the package does not declare fails the build instead), except
    // into the SELF_CONTAINED files above.
    deps: { neverBundle: [/^@portico\//], onlyBundle: [] },
    report: false,
    logLevel: 'warn',
    // The declarations take most of the time, as expected; no need to say so on every build.
    checks: { pluginTimings: false },
  }
}

export default defineConfig(publishedPackages().map(packageConfig))
