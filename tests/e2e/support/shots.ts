import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'

/** Where a run saves a picture of each view for a person to look at; unset in CI. */
const SHOTS = process.env.PORTICO_SHOTS_DIR

/**
 * With PORTICO_SHOTS_DIR set, saves the page as `<dir>/<name>.png` once the view's entrance
 * animation has ended; otherwise does nothing (the checks do not depend on it).
 *
 * @example
 * await saveShot(page, 'account-ar-dark')
 */
export async function saveShot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
