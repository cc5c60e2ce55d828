import type { LaunchOptions } from '@playwright/test'

/**
 * The features Playwright 1.65 turns off itself (its `--disable-features`). Chromium honours
 * only the last `--disable-features` switch, so ours repeats them; the test beside this file
 * reads Playwright's own list from a launched browser and fails when one is missing here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 builds the address bar's suggestion popup (two WebUI pages and their renderer)
 * for every new window, and each Playwright context is one: it loaded during every visit's own
 * load, on the same two cores. A visitor's browser built it once, at its start. Without it, a
 * fresh visit of the bench's bare page showed its button 208 → 135 ms (15 interleaved visits),
 * and a context with its page opened 410 → 328 ms. Puppeteer turns off the same two.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * Debian's Chromium, never a downloaded build. The flags keep it from calling hosts this
 * machine cannot reach (they would fail slowly and add noise), and from doing work per window
 * that a visitor's browser does not do per page (OMNIBOX_POPUP_FEATURES).
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
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
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
