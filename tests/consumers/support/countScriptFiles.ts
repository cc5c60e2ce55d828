import type { Page } from '@playwright/test'

/** The JavaScript files a dApp's page fetched, by when (file names, in request order). */
export interface ScriptFiles {
  /** Asked for before the frame that first shows the Connect button. */
  beforeButton: string[]
  /**
   * Asked for from that frame until the modal a click on it opened shows its Connect view: the
   * modal's code (the kit preloads it once the page is interactive) and what it loads with it.
   */
  forModal: string[]
}

/**
 * An init script: `window.__porticoButtonShown` resolves with `performance.now()` in the first
 * animation frame in which the Connect button is in the DOM and visible. Plain JavaScript: the
 * page runs it as it is.
 */
const BUTTON_SHOWN_PROBE = `(() => {
  let resolve
  window.__porticoButtonShown = new Promise((done) => { resolve = done })
  const find = () => document.querySelector('[data-portico-connect-button]')
  const frame = () => {
    const button = find()
    if (button && button.checkVisibility() && button.getBoundingClientRect().width > 0)
      return resolve(performance.now())
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})()`

/**
 * Opens `url` in `page` (fresh, with nothing cached), waits for the Connect button, clicks it and
 * waits for the modal's Connect view, then sorts the scripts the page asked for by the
 * browser's own resource timings (no race with the test's clock): those asked before the button
 * showed, and those from then until the Connect view showed. Leaves the modal open.
 *
 * @example
 * const files = await countScriptFiles(page, site.url)
 * files.beforeButton.length // 1 on a Vite 8.4 dApp
 */
export async function countScriptFiles(page: Page, url: string): Promise<ScriptFiles> {
  await page.addInitScript(BUTTON_SHOWN_PROBE)
  await page.goto(url)
  const buttonShownAt = (await page.evaluate('window.__porticoButtonShown')) as number
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
      .filter((script) => script.startTime < buttonShownAt)
      .map((script) => fileName(script.name)),
    forModal: scripts
      .filter((script) => script.startTime >= buttonShownAt && script.startTime <= modalShownAt)
      .map((script) => fileName(script.name)),
  }
}
