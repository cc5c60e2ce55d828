import type { LaunchOptions } from '@playwright/test'

/**
 * Debian's Chromium, never a downloaded build. The flags keep it from calling hosts this
 * machine cannot reach (they would fail slowly and add noise).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
