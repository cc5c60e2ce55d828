// The packaging test (`npm test` step "packages (pack + install + build)"; alone:
// `node --conditions=@portico/source --import tsx tests/consumers/run.ts`). Builds and packs every
// published package as npm would publish it, checks what the tarballs hold, then installs them
// into dApps created outside the repo from the templates beside this file — Vite + React 19,
// Vite + React 18, Next.js (App Router) — with npm from the registry, and in each: type-checks
// (strict, skipLibCheck false, moduleResolution bundler, ES2022 lib) and, in the React 19 (wagmi 3)
// and React 18 (wagmi 2) dApps, every code sample of the README and docs (support/docSamples.ts);
// builds (the React 18 dApp with @portico/react/vite's modal preload, checked in its HTML),
// imports every entry with plain Node, and connects the test wallet in Chromium on the React 19 build, where it also
// measures the gzipped JavaScript of each entry against its limit (tests/consumers/sizeBudgets.ts)
// and prints the table. Prints one line per check and "N passed, N failed" (and writes them, with
// the sizes, to PORTICO_CONSUMERS_REPORT when set). The dApps live in <tmpdir>/portico-consumers
// between runs (see claimConsumersDir).
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  claimConsumersDir,
  createConsumerApp,
  outsideEnv,
  runCommand,
} from '../../scripts/lib/consumerApp.mjs'
import { publishedPackages } from '../../scripts/lib/packages.mjs'
import { type PackedPackage, packPublished } from '../../scripts/lib/packPublished.mjs'
import { repoRoot } from '../../scripts/lib/run.mjs'
import { nodeOptionsWithSourceCondition } from '../../scripts/lib/sourceCondition.mjs'
import { FILE_BUDGETS, SIZE_BUDGETS } from './sizeBudgets.ts'
import { checkFileBudgets } from './support/checkFileBudgets.ts'
import { checkModalPreload } from './support/checkModalPreload.ts'
import { checkPackedPackage } from './support/checkPackedPackage.ts'
import { checkSizeBudgets } from './support/checkSizeBudgets.ts'
import { undeclaredSourceImports } from './support/checkSourceImports.ts'
import { connectInChromium } from './support/connectInChromium.ts'
import { countNextScriptFiles } from './support/countNextScriptFiles.ts'
import type { ScriptFiles } from './support/countScriptFiles.ts'
import { explainSampleErrors, writeDocSamples } from './support/docSamples.ts'
import { measureEntrySizes } from './support/measureEntrySizes.ts'
import { runSwapChecks } from './support/runSwapChecks.ts'

const REPORT = process.env.PORTICO_CONSUMERS_REPORT
// What this runs of the repo (the server for the browser check) reads sources, as everywhere in
// the repo; the dApps' own commands get `outsideEnv()`, without it.
process.env.NODE_OPTIONS = nodeOptionsWithSourceCondition(process.env.NODE_OPTIONS)
const results: { name: string; ok: boolean; seconds: number }[] = []
/** Gzip bytes per entry and its limit, for the report. */
let entrySizes: { id: string; bytes: number; limit: number | undefined }[] | undefined

/** Runs one check, prints its line; resolves with its value, or undefined when it failed. */
async function check<T>(name: string, run: () => Promise<T> | T): Promise<T | undefined> {
  const started = performance.now()
  const seconds = () => Math.round((performance.now() - started) / 100) / 10
  try {
    const value = await run()
    results.push({ name, ok: true, seconds: seconds() })
    console.info(`  ✓ ${name} (${seconds()} s)`)
    return value
  } catch (error) {
    results.push({ name, ok: false, seconds: seconds() })
    console.error(
      `  ✗ ${name} (${seconds()} s)\n${indent(String((error as Error)?.message ?? error))}`,
    )
    return undefined
  }
}

const indent = (text: string) => text.replace(/^/gm, '      ')

function assertNone(problems: readonly string[]): void {
  if (problems.length) throw new Error(problems.join('\n'))
}

const bin = (dir: string, name: string) => join(dir, 'node_modules', '.bin', name)

/** Writes the docs' code samples into the dApp and type-checks them there; tsc's errors name the page. */
async function checkDocSamples(appDir: string): Promise<void> {
  writeDocSamples(repoRoot, join(appDir, 'docs-samples'))
  try {
    await runCommand(bin(appDir, 'tsc'), ['-p', join('docs-samples', 'tsconfig.json')], {
      cwd: appDir,
    })
  } catch (error) {
    throw new Error(explainSampleErrors(String((error as Error).message), appDir))
  }
}

async function main(): Promise<void> {
  const { dir: workDir, release } = claimConsumersDir()
  try {
    for (const { name, dir } of publishedPackages())
      await check(`${name}: every import in src is declared`, () =>
        assertNone(undeclaredSourceImports(dir)),
      )
    const packed = (await check('build and pack the published packages', () => {
      rmSync(join(workDir, 'packs'), { recursive: true, force: true })
      return packPublished(join(workDir, 'packs'))
    })) as PackedPackage[] | undefined
    if (!packed) return
    const publishedNames = new Set(packed.map((pkg) => pkg.name))
    for (const pkg of packed)
      await check(`${pkg.name}: tarball (${pkg.files.length} files, ${kb(pkg.size)} KB)`, () =>
        assertNone(checkPackedPackage(pkg, publishedNames)),
      )
    const total = packed.reduce((sum, pkg) => sum + pkg.size, 0)
    console.info(`    all tarballs: ${kb(total)} KB`)

    const react19 = await check('vite-react19: npm install', () =>
      createConsumerApp({ template: 'vite-react19', packed, workDir }),
    )
    if (react19) {
      await check('vite-react19: tsc (strict, skipLibCheck false)', () =>
        runCommand(bin(react19.dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: react19.dir }),
      )
      await check(
        "vite-react19: the docs' code samples type-check (strict, exactOptionalPropertyTypes, wagmi 3)",
        () => checkDocSamples(react19.dir),
      )
      const sizeTable = await check(
        'vite-react19: gzipped JavaScript per entry within its limit (sizeBudgets.ts)',
        async () => {
          const { rows, shared } = await measureEntrySizes({ appDir: react19.dir, packed })
          entrySizes = rows.map(({ id, bytes }) => ({ id, bytes, limit: SIZE_BUDGETS[id] }))
          const { problems, table } = checkSizeBudgets({ rows, shared, budgets: SIZE_BUDGETS })
          if (problems.length) throw new Error(`${problems.join('\n')}\n\n${table}`)
          return table
        },
      )
      if (sizeTable) console.info(indent(sizeTable))
      for (const pkg of packed)
        for (const subpath of Object.keys(pkg.manifest.exports ?? {})) {
          const specifier = subpath === '.' ? pkg.name : `${pkg.name}${subpath.slice(1)}`
          await check(`plain Node imports ${specifier}`, () =>
            runCommand(
              process.execPath,
              ['--input-type=module', '-e', `await import(${JSON.stringify(specifier)})`],
              { cwd: react19.dir, env: outsideEnv() },
            ),
          )
        }
      await check("plain Node runs @portico/evm's self-contained swap checks", () =>
        runSwapChecks(react19.dir),
      )
      const connected = await check(
        'vite-react19: vite build, connect the test wallet in Chromium',
        () => connectInChromium({ appDir: react19.dir, workDir }),
      )
      if (connected)
        await check('vite-react19: script files before the button and for the modal', () =>
          fileCounts(connected.files, FILE_BUDGETS['vite-react19']),
        )
    }

    const react18 = await check('vite-react18: npm install', () =>
      createConsumerApp({ template: 'vite-react18', packed, workDir }),
    )
    if (react18) {
      await check('vite-react18: tsc (strict, skipLibCheck false)', () =>
        runCommand(bin(react18.dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: react18.dir }),
      )
      await check(
        "vite-react18: the docs' code samples type-check (strict, exactOptionalPropertyTypes, wagmi 2)",
        () => checkDocSamples(react18.dir),
      )
      const built = await check('vite-react18: vite build', () =>
        runCommand(bin(react18.dir, 'vite'), ['build'], { cwd: react18.dir }),
      )
      const preloads =
        built === undefined
          ? undefined
          : await check(
              "vite-react18: the page's HTML preloads the modal (@portico/react/vite)",
              () => checkModalPreload(join(react18.dir, 'dist')),
            )
      if (preloads) console.info(indent(`modulepreload: ${preloads.join(', ')}`))
    }

    const next = await check('nextjs: npm install', () =>
      createConsumerApp({ template: 'nextjs', packed, workDir }),
    )
    if (next) {
      // Before the build, which rewrites tsconfig.json its own way.
      await check('nextjs: tsc (strict, skipLibCheck false)', () =>
        runCommand(bin(next.dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: next.dir }),
      )
      const built = await check('nextjs: next build (the page rendered on the server)', () =>
        runCommand(bin(next.dir, 'next'), ['build'], {
          cwd: next.dir,
          env: outsideEnv({ NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' }),
        }),
      )
      if (built !== undefined)
        await check(
          'nextjs: script files before the button and for the modal (next start)',
          async () =>
            fileCounts(await countNextScriptFiles({ appDir: next.dir }), FILE_BUDGETS.nextjs),
        )
    }
  } finally {
    release()
  }
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** Prints a dApp's script files; throws when over their limits. */
function fileCounts(files: ScriptFiles, budget: (typeof FILE_BUDGETS)[string] | undefined): void {
  const { problems, lines } = checkFileBudgets(files, budget)
  console.info(indent(lines.join('\n')))
  if (problems.length) throw new Error(problems.join('\n'))
}

const started = performance.now()
try {
  await main()
} catch (error) {
  results.push({ name: 'packaging test', ok: false, seconds: 0 })
  console.error(error)
}
const passed = results.filter((result) => result.ok).length
const failed = results.length - passed
console.info(`\n  (${Math.round((performance.now() - started) / 1000)} s)`)
console.info(`packages: ${passed} passed, ${failed} failed`)
if (REPORT) writeFileSync(REPORT, JSON.stringify({ passed, failed, results, entrySizes }, null, 2))
process.exit(failed ? 1 : 0)
