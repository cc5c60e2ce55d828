import type { Page } from '@playwright/test'

/** The JavaScript files a dApp's page fetched, by when (file names, in request order). */
export interface ScriptFiles {
  /**
   * Asked for before the page's DOMContentLoaded: the HTML's scripts and their static imports,
   * what the page's code (the button with it) cannot run without.
   */
  beforeButton: string[]
  /**
   * Asked for from then until the modal a click on the button opened shows its Connect view: what
   * the kit's code asks for once it runs (its start-up services beside the button's first paint,
   * the modal's code, which it preloads once the page is interactive) and what that loads.
   */
  forModal: string[]
}

/**
 * Opens `url` in `page` (fresh, with nothing cached), clicks the Connect button and waits for the
 * modal's Connect view, then sorts the scripts the page asked for by the browser's own timings:
 * those asked before DOMContentLoaded, and those from then until the Connect view showed. Not by
 * the button's first frame: the kit asks for its start-up services beside that frame, so a busy
 * machine would move them from one side to the other. Leaves the modal open.
 *
 * @example
 * const files = await countScriptFiles(page, site.url)
 * files.beforeButton.length // 1 on a Vite 8.4 dApp
 */
export async function countScriptFiles(page: Page, url: string): Promise<ScriptFiles> {
  await page.goto(url)
  const pageRunAt = (await page.evaluate(
    "performance.getEntriesByType('navigation')[0].domContentLoadedEventStart",
  )) as number
  await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 30_000 })
  await page
    .getByRole('dialog')
    .getByRole('heading', { name: /^Connect/ })
    .waitFor({ timeout: 30_000 })
  const modalShownAt = (await page.evaluate('performance.now()')) as number
  const scripts = (await page.evaluate(`performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }))`)) as {
    name: string
    startTime: number
  }[]
  const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  return {
    beforeButton: scripts
      .filter((script) => script.startTime < pageRunAt)
      .map((script) => fileName(script.name)),
    forModal: scripts
      .filter((script) => script.startTime >= pageRunAt && script.startTime <= modalShownAt)
      .map((script) => fileName(script.name)),
  }
}
