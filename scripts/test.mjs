// `npm test`: the whole suite on a fresh clone — install what is missing, then lint; the unit
// tests with, beside them, the types and the packaging test (the published packages packed,
// installed into dApps outside the repo, built, type-checked and connected in Chromium:
// tests/consumers/run.ts); and the end-to-end tests in Debian's Chromium against the real local
// stack (started once for the run by the Playwright global setup). Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureDependencies, ensureServices } from './lib/ensure.mjs'
import { bin, repoRoot, run, runAsync, runInBackground } from './lib/run.mjs'

const reports = join(repoRoot, '.portico', 'reports')
const vitestReport = join(reports, 'vitest.json')
const playwrightReport = join(reports, 'playwright.json')
const consumersReport = join(reports, 'consumers.json')

const steps = [
  // A CI that installs with `npm ci` needs every platform's optional packages in the lockfile
  // and the lockfile in step with every workspace's manifest: npm checks both without installing.
  ['lockfile (npm ci --dry-run)', () => run('npm', ['ci', '--dry-run', '--ignore-scripts'])],
  ['lint (biome)', () => run(bin('biome'), ['ci', '.'])],
  [
    // The unit tests leave most of the second core idle (they wait on servers and chains), so
    // the type check (one thread) and the packaging test (installs and builds) run beside them,
    // each with its output in a log printed when the step ends.
    'unit tests (vitest), with the types (tsc) and the packages (pack + install + build) beside',
    async () => {
      const beside = [
        {
          name: 'types (tsc)',
          log: join(reports, 'types.log'),
          args: ['scripts/typecheck.mjs'],
        },
        {
          name: 'packages (pack + install + build)',
          log: join(reports, 'packages.log'),
          args: ['--conditions=@portico/source', '--import', 'tsx', 'tests/consumers/run.ts'],
          env: { PORTICO_CONSUMERS_REPORT: consumersReport },
        },
      ].map(({ name, log, args, env }) => {
        const started = performance.now()
        const status = runInBackground(process.execPath, args, log, env).then((exitCode) => ({
          exitCode,
          seconds: (performance.now() - started) / 1000,
        }))
        return { name, log, status }
      })
      let unitFailure
      try {
        await runAsync(bin('vitest'), [
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestReport}`,
        ])
      } catch (error) {
        unitFailure = error
      }
      const failed = []
      for (const { name, log, status } of beside) {
        const { exitCode, seconds } = await status
        console.info(`\n${name}, beside (${seconds.toFixed(1)} s, exit ${exitCode}):`)
        console.info(readFileSync(log, 'utf8').trimEnd())
        if (exitCode !== 0) failed.push(`${name} (${log})`)
      }
      if (unitFailure) failed.unshift(unitFailure.message)
      if (failed.length > 0) throw new Error(failed.join('; '))
    },
  ],
  [
    'end-to-end tests (playwright + chromium)',
    () =>
      run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      }),
  ],
]

let failure
try {
  ensureDependencies()
  ensureChromium()
  // The server's tests run on Postgres and Redis too, and its scale test behind HAProxy.
  ensureServices()
  rmSync(reports, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  for (const [name, step] of steps) {
    const started = performance.now()
    console.info(`\n› ${name}`)
    try {
      await step()
    } catch (error) {
      failure = `${name} failed: ${error.message}`
      break
    }
    console.info(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  }
} catch (error) {
  failure = error.message
}

const counts = { passed: 0, failed: 0, skipped: 0 }
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
  counts.passed += report.numPassedTests
  counts.failed += report.numFailedTests
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
}
if (existsSync(consumersReport)) {
  const report = JSON.parse(readFileSync(consumersReport, 'utf8'))
  counts.passed += report.passed
  counts.failed += report.failed
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  counts.passed += stats.expected + stats.flaky
  counts.failed += stats.unexpected
  counts.skipped += stats.skipped
}
if (failure) console.error(`\n✗ ${failure}`)
if (failure && counts.failed === 0) counts.failed = 1
console.info(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failure ? 1 : 0)
