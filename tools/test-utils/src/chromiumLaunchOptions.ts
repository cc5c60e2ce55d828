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

/**
 * The same Chromium, which also refuses, itself and at once, every host name but loopback's: a
 * request to a host the page was not configured with fails as it would on a machine with no
 * internet, wherever it runs (the bench's peers, the packaging test's Next.js dApp).
 */
export const offlineChromiumLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...(chromiumLaunchOptions.args ?? []),
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
}
