import { readFileSync } from 'node:fs'
import { type Browser, type BrowserServer, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from './chromiumLaunchOptions.ts'

/** Launching Chromium on a loaded two-core machine takes seconds. */
const LAUNCH_TIMEOUT_MS = 60_000

let server: BrowserServer
let browser: Browser

beforeAll(async () => {
  server = await chromium.launchServer(chromiumLaunchOptions)
  browser = await chromium.connect(server.wsEndpoint())
}, LAUNCH_TIMEOUT_MS)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** The values of one switch on the browser process's command line, in order. */
function switchValues(name: string): string[][] {
  const pid = server.process().pid
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  return args
    .filter((arg) => arg.startsWith(`${name}=`))
    .map((arg) => arg.slice(name.length + 1).split(','))
}

describe('chromiumLaunchOptions', () => {
  it('repeats every feature Playwright turns off itself: Chromium honours only the last --disable-features', () => {
    const [playwrights, ...rest] = switchValues('--disable-features')
    const ours = rest.at(-1)
    expect(playwrights?.length).toBeGreaterThan(0)
    expect(ours).toEqual(expect.arrayContaining(playwrights ?? []))
  })

  it('builds no address-bar popup for a new window', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      // Playwright's own defaults have the popup's two pages by the time a page has loaded.
      await page.goto('about:blank', { waitUntil: 'load' })
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets')
      expect(targetInfos.map((target) => target.url)).toContain('about:blank')
      expect(targetInfos.filter((target) => target.url.includes('omnibox'))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
