// The failed tests named from the runners' JSON reports, for the last lines of `npm test`: CI
// keeps only the tail of a run's output, and vitest's own failure report is printed before the
// packaging log, so without this a failure there is a count with no name.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const messageLines = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim())

const firstLine = (message) => messageLines(message)[0] ?? ''

// Long enough for an error's name and message, short enough to keep one failure a line or two.
const SUMMARY_LINE_CHARS = 240
const clip = (line) =>
  line.length > SUMMARY_LINE_CHARS ? `${line.slice(0, SUMMARY_LINE_CHARS)}…` : line

/**
 * The first line of the message, and its last too when it spans several (the stack left out).
 * An assertion given a custom message puts that message first and what it expected last
 * (`expect(error, log).toBeInstanceOf(…)` → `<log>: expected <error> to be an instance of …`),
 * so the first line alone can name no error at all.
 */
const summary = (message) => {
  const lines = messageLines(message)
  const stackStart = lines.findIndex((line) => /^\s+at /.test(line))
  const ownLines = stackStart === -1 ? lines : lines.slice(0, stackStart)
  if (ownLines.length <= 1) return clip(ownLines[0] ?? '')
  return `${clip(ownLines[0])} … ${clip(ownLines.at(-1).trim())}`
}

/**
 * One `file › test: summary of the error` per failure in vitest's JSON report: its first line,
 * and its last when the message spans several.
 */
export function failedVitestTests(reportPath, root) {
  if (!existsSync(reportPath)) return []
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  const failures = []
  for (const file of report.testResults) {
    const name = relative(root, file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed)
      failures.push(`${name} › ${test.fullName}: ${summary(test.failureMessages[0])}`)
    // A file that failed to load, or an error thrown outside any test.
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${name}: ${summary(file.message)}`)
  }
  return failures
}

/**
 * One `file › describe › test (project, status, try N): first line of the error` per failed try
 * in Playwright's JSON report (a test that passed on a retry shows as `flaky`), after one
 * `playwright: …` line per error outside any test (global setup).
 */
export function failedPlaywrightTests(reportPath) {
  if (!existsSync(reportPath)) return []
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  const failures = report.errors.map((error) => `playwright: ${firstLine(error.message)}`)
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          if (result.status !== 'passed' && result.status !== 'skipped')
            failures.push(
              `${spec.file} › ${[...titles, spec.title].join(' › ')} (${test.projectName}, ${test.status}, try ${result.retry + 1}): ${firstLine(result.errors[0]?.message)}`,
            )
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites) visit(suite, [])
  return failures
}
