// `npm test`: the whole suite on a fresh clone — install what is missing, then lint; the unit
// tests with the types and then the packaging test beside them (the published packages packed,
// installed into dApps outside the repo, built, type-checked and connected in Chromium:
// tests/consumers/run.ts); and the end-to-end tests in Debian's Chromium against the real local
// stack (started once for the run by the Playwright global setup). Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureDependencies, ensureServices } from './lib/ensure.mjs'
import { failedPlaywrightTests, failedVitestTests } from './lib/failedTests.mjs'
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
    // the type check (one thread) and then the packaging test run beside them, each with its
    // output in a log printed when the step ends. Their servers take ports the unit tests' cannot
    // (getFreePort's claims are shared by every process: tools/devnet/src/ports.ts).
    'unit tests (vitest), with the types (tsc) and the packaging test beside',
    async () => {
      const started = performance.now()
      const logs = { types: join(reports, 'types.log'), packages: join(reports, 'packages.log') }
      const finished = (exitCode) => ({ exitCode, seconds: (performance.now() - started) / 1000 })
      const types = runInBackground(process.execPath, ['scripts/typecheck.mjs'], logs.types).then(
        finished,
      )
      const packages = types
        .catch(() => undefined)
        .then(() =>
          runInBackground(
            process.execPath,
            ['--conditions=@portico/source', '--import', 'tsx', 'tests/consumers/run.ts'],
            logs.packages,
            { env: { ...process.env, PORTICO_CONSUMERS_REPORT: consumersReport } },
          ).then(finished),
        )
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
      const besides = [
        ['types (tsc)', await types, logs.types],
        // The published packages packed, installed into dApps outside the repo, built, type-checked
        // and connected in Chromium (tests/consumers/run.ts).
        ['packages (pack + install + build)', await packages, logs.packages],
      ]
      for (const [name, { exitCode, seconds }, log] of besides) {
        console.info(`\n${name}, beside (ended at ${seconds.toFixed(1)} s, exit ${exitCode}):`)
        console.info(readFileSync(log, 'utf8').trimEnd())
      }
      if (unitFailure) throw unitFailure
      for (const [name, { exitCode }, log] of besides)
        if (exitCode !== 0) throw new Error(`${name} failed (${log})`)
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
// Named last, where CI's excerpt of the output reaches: every failed test, and every failed try
// of an end-to-end test (one that passed on a retry is listed as flaky).
const failedTests = [
  ...failedVitestTests(vitestReport, repoRoot),
  ...failedPlaywrightTests(playwrightReport),
]
if (failedTests.length > 0)
  console.error(`\nfailed:\n${failedTests.map((line) => `  ${line}`).join('\n')}`)
if (failure) console.error(`\n✗ ${failure}`)
if (failure && counts.failed === 0) counts.failed = 1
console.info(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failure ? 1 : 0)
