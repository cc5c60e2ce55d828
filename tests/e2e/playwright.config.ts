import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { useSourceCondition } from '../../scripts/lib/sourceCondition.mjs'
import { E2E_PORTS } from './support/ports.ts'

// The @portico packages from their TypeScript sources, here (global setup, the specs) and in
// every process the stack starts (the server, the demo's build), not from their dist/.
useSourceCondition()

// One local stack (two anvil chains, the server, the production-built demo) for the whole run,
// started in global setup. Tests share the chains, so they run one at a time.
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
