import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { useSourceCondition } from '../../scripts/lib/sourceCondition.mjs'
import { E2E_PORTS } from './support/ports.ts'

// The @portico packages from their TypeScript sources, here (global setup, the specs) and in
// every process the stack starts (the server, the demo's build), not from their dist/.
useSourceCondition()

/**
 * Specs that sign only with accounts of their own, or with dev account 4, which no chain spec
 * signs with (support/ownAccountsFunder.ts), and that read nothing the chain specs move (their
 * views show only their own accounts, or are checked for fit, not for figures). They run beside
 * the chain specs, one at a time, so the run takes about the longer of the two lanes:
 * - the e-mail sign-in specs, which spend most of their time waiting on the spec's clocks (the
 *   30 s between two mails to one address, a code's expiry, the frame's 20 s load limit);
 * - the views at 360 px (support/viewWalks.ts: fixed accounts funded once per stack), and the
 *   layout, the connect views and the kit's alerts in each locale (the alerts' on a service of
 *   their own), where the test wallet (dev account 0) only connects and switches networks;
 * - the Farcaster sign-in, whose relay's outage switch the walks flip too;
 * - the modal's own behaviour (its shadow root, focus, themes, axe) and All Wallets, which read
 *   the directory and, for axe in Account, connect dev account 0 without reading its figures.
 * The chain specs' own switches (swap's automine, the WalletConnect relay's dropped sockets)
 * last a moment, and only delay what a spec here waits for.
 */
const OWN_ACCOUNT_SPECS = [
  '**/email-login.spec.ts',
  '**/email-faults.spec.ts',
  '**/email-session-expiry.spec.ts',
  '**/screenshots.spec.ts',
  '**/layout.spec.ts',
  '**/locales-connect.spec.ts',
  '**/locales-feedback.spec.ts',
  '**/farcaster.spec.ts',
  '**/modal.spec.ts',
  '**/all-wallets.spec.ts',
]

/**
 * Time budgets measured in the browser, which the other lane's load made fail where the code had
 * not changed: they run alone, once both lanes are done (a project that depends on them).
 */
const BUDGET_SPECS = ['**/smart-account-budget.spec.ts']

// One local stack (two anvil chains, the server, the production-built demo) for the whole run,
// started in global setup. The other specs share the chains' dev accounts and pools, so they
// run one at a time: two workers, at most one per project.
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'chain', testIgnore: [...OWN_ACCOUNT_SPECS, ...BUDGET_SPECS], workers: 1 },
    { name: 'own-accounts', testMatch: OWN_ACCOUNT_SPECS, workers: 1 },
    {
      name: 'budgets',
      testMatch: BUDGET_SPECS,
      dependencies: ['chain', 'own-accounts'],
      workers: 1,
    },
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
