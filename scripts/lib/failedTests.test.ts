import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { failedPlaywrightTests, failedVitestTests } from './failedTests.mjs'

const directory = mkdtempSync(join(tmpdir(), 'failed-tests-'))
const write = (name: string, report: unknown) => {
  const path = join(directory, name)
  writeFileSync(path, JSON.stringify(report))
  return path
}

describe('failedVitestTests', () => {
  it('names each failed test by file and full name, with its first error line uncoloured', () => {
    const path = write('vitest.json', {
      testResults: [
        {
          name: '/repo/packages/core/src/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a fails',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a'],
            },
          ],
        },
        {
          name: '/repo/apps/server/src/b.test.ts',
          status: 'failed',
          message: '\nError: Cannot find module ./c\n    at b',
          assertionResults: [],
        },
        { name: '/repo/c.test.ts', status: 'passed', message: '', assertionResults: [] },
      ],
    })
    expect(failedVitestTests(path, '/repo')).toEqual([
      'packages/core/src/a.test.ts › a fails: AssertionError: expected 1 to be 2',
      'apps/server/src/b.test.ts: Error: Cannot find module ./c',
    ])
  })

  it('adds the last line of a message that spans several, where a custom message puts what failed', () => {
    const path = write('vitest-custom-message.json', {
      testResults: [
        {
          name: '/repo/tools/devnet/src/d.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            {
              fullName: 'd aborts',
              status: 'failed',
              // As vitest reports `expect(error, log).toBeInstanceOf(StackStartAbortedError)`.
              failureMessages: [
                'AssertionError: Starting the chains…\nanvil is up (pid 7): expected Error: anvil did not answer to be an instance of StackStartAbortedError\n    at Proxy.<anonymous> (file:///repo/node_modules/@vitest/expect/dist/index.js:1386:15)\n    at d',
              ],
            },
          ],
        },
      ],
    })
    expect(failedVitestTests(path, '/repo')).toEqual([
      'tools/devnet/src/d.test.ts › d aborts: AssertionError: Starting the chains… … anvil is up (pid 7): expected Error: anvil did not answer to be an instance of StackStartAbortedError',
    ])
  })

  it('is empty when the run wrote no report', () => {
    expect(failedVitestTests(join(directory, 'none.json'), '/repo')).toEqual([])
  })
})

describe('failedPlaywrightTests', () => {
  const result = (status: string, retry: number, message?: string) => ({
    status,
    retry,
    errors: message ? [{ message }] : [],
  })
  it('names every failed try, of tests that failed and of tests that passed on a retry', () => {
    const path = write('playwright.json', {
      errors: [{ message: 'Error: global setup failed\n  at setup' }],
      suites: [
        {
          title: 'send.spec.ts',
          specs: [
            {
              title: 'sends',
              file: 'send.spec.ts',
              tests: [
                {
                  projectName: 'chain',
                  status: 'flaky',
                  results: [result('failed', 0, 'Error: timed out'), result('passed', 1)],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'scrolls',
                  file: 'send.spec.ts',
                  tests: [
                    {
                      projectName: 'mobile',
                      status: 'unexpected',
                      results: [result('timedOut', 0, 'Test timeout of 60000ms exceeded.')],
                    },
                    { projectName: 'chain', status: 'skipped', results: [result('skipped', 0)] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(failedPlaywrightTests(path)).toEqual([
      'playwright: Error: global setup failed',
      'send.spec.ts › sends (chain, flaky, try 1): Error: timed out',
      'send.spec.ts › on a phone › scrolls (mobile, unexpected, try 1): Test timeout of 60000ms exceeded.',
    ])
  })
})
