/**
 * Issue #30, "pixels in CI": every view of the modal at 360 px, in each theme and locale
 * (English, and Arabic for right to left), against its committed baseline in
 * tests/e2e/screenshots/ (`<view>-<locale>-<theme>.png`). The kit follows the browser's
 * language, set per locale below. On each view, before its picture, nothing may overflow its
 * container and axe must find nothing (support/viewCapture.ts). The walks
 * (support/viewWalks.ts) reach the views as the other specs do, naming controls in the locale;
 * the accounts they show are fixed, funded the same on each fresh stack, and what still
 * changes from run to run is masked.
 *
 * After a change to a view, regenerate the baselines (from the repository root) and look at
 * the changed pictures before committing them:
 *   npm run test:e2e -- specs/screenshots.spec.ts --update-snapshots=changed
 * One locale's only: add -g "\(ar\)" (the describe's title, `every view at 360 px (ar)`).
 */
import { test } from '../support/test.ts'
import { captureView } from '../support/viewCapture.ts'
import { LOCALES, VIEW_WALKS } from '../support/viewWalks.ts'

// Tall enough for a whole view: the modal is pictured grown to its content (fullView.css).
test.use({ viewport: { width: 360, height: 1400 } })

for (const locale of LOCALES) {
  test.describe(`every view at 360 px (${locale})`, () => {
    test.use({ locale })
    for (const walk of VIEW_WALKS) {
      test(walk.title, async ({ page }) => {
        if (walk.timeoutMs) test.setTimeout(walk.timeoutMs)
        await walk.run(page, locale, (name, options) => captureView(page, name, locale, options))
      })
    }
  })
}
