import { test as base, expect } from '@playwright/test'
import {
  type CspViolation,
  describeCspViolation,
  watchCspViolations,
  watchNewContexts,
} from './cspViolations.ts'

export { expect }

/**
 * Playwright's `test` with the checks every end-to-end test gets. Specs import `test` and
 * `expect` from here, never from '@playwright/test' (biome.json refuses it in specs/).
 *
 * - `cspViolations` (automatic): the pages under test are served with a strict
 *   Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'); any `securitypolicyviolation`
 *   in any page or frame the test opens, in its own context or one it opens itself, fails the
 *   test, naming the directive and what was refused.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const found: CspViolation[] = []
      await watchCspViolations(context, found)
      const stopWatching = watchNewContexts(browser, found)
      try {
        await use(found)
      } finally {
        stopWatching()
      }
      expect(
        found.map(describeCspViolation),
        'Content-Security-Policy violations in the pages and frames of this test',
      ).toEqual([])
    },
    { auto: true },
  ],
})
