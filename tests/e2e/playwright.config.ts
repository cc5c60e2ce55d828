import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { useSourceCondition } from '../../scripts/lib/sourceCondition.mjs'
import { E2E_PORTS } from './support/ports.ts'

// The @portico packages from their TypeScript sources, here (global setup, the specs) and in
// every process the stack starts (the server, the demo's build), not from their dist/.
useSourceCondition()

/**
 * The e-mail sign-in specs spend most of their time waiting on the spec's clocks (the 30 s
 * between two mails to one address, a code's expiry, the frame's 20 s load limit). Nothing else
 * runs in their accounts: their embedded wallets are new, and they fund them from dev account 4,
 * which no other spec signs with. So they run beside the other specs, one at a time.
 */
const MAIL_SPECS = [
  '**/email-login.spec.ts',
  '**/email-faults.spec.ts',
  '**/email-session-expiry.spec.ts',
]

// One local stack (two anvil chains, the server, the production-built demo) for the whole run,
// started in global setup. The other specs share the chains' dev accounts and pools, so they
// run one at a time: two workers, at most one per project.
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'chain', testIgnore: MAIL_SPECS, workers: 1 },
    { name: 'mail', testMatch: MAIL_SPECS, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (specs/screenshots.spec.ts): animations stopped, and 1 % of the
    // pixels may differ, for font anti-aliasing noise between runs of the same Chromium.
    toHaveScreenshot: { animations: 'disabled', maxDiffPixelRatio: 0.01 },
  },
  // One baseline per view, locale and theme, committed; only Debian's Chromium takes them.
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  forbidOnly: true,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../.portico/reports/playwright.json',
      },
    ],
  ],
  outputDir: '../../.portico/e2e/results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.demo}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
