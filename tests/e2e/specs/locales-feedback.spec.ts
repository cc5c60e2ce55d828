import type { Locator, Page } from '@playwright/test'
import { kitMessages } from '@portico/i18n-tools'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { startOwnServer } from '../support/ownServer.ts'
import { saveShot } from '../support/shots.ts'
import { expect, test } from '../support/test.ts'

const arabicAccount = kitMessages('ar')
const arabic = kitMessages('ar')
const germanAccount = kitMessages('de')
const german = kitMessages('de')
const french = kitMessages('fr')

// Issue #30: core's alerts and snackbars in the visitor's language. A project that does not list
// the demo's origin (its own service, with the spec §6 default origins off) makes the kit's own
// origin check show 'Origin Not Allowed', as it would on a real site. In French; then in Arabic
// (right to left) and German (long words) at 360 px, light and dark, with the 'Address copied'
// snackbar, no element overflowing. PORTICO_SHOTS_DIR=/tmp/shots saves a screenshot of each.

/** A service whose one project allows no origin but its own list, which is empty. */
function startStrictServer() {
  return startOwnServer({
    configure: (config) => ({
      ...config,
      projects: (config.projects as object[]).map((project) => ({
        ...project,
        allowedOrigins: [],
        includeDefaultOrigins: false,
      })),
    }),
  })
}

/**
 * The demo on that service, and the modal opened from the page's button. The service would also
 * refuse the kit's analytics (403, the 'Invalid App Configuration' alert, which replaces the
 * origin's when it comes later): those requests are dropped here (stated fault injection), so
 * the origin's alert stays.
 */
async function openOnStrictProject(page: Page, serverUrl: string): Promise<Locator> {
  await page.route(`${serverUrl}/e`, (route) => route.abort())
  await page.goto(`/?${new URLSearchParams({ 'portico-api': serverUrl })}`)
  await page.locator('[data-portico-connect-button]').first().click()
  return modal(page)
}

test.describe('in French', () => {
  test.use({ locale: 'fr' })

  test("the origin check's 'Origin Not Allowed' alert reads in French, and dismisses", async ({
    page,
  }) => {
    const server = await startStrictServer()
    try {
      const dialog = await openOnStrictProject(page, server.url)
      const alert = dialog.getByRole('alert')
      await expect(alert.locator('strong')).toHaveText(
        french('feedback.alert.originNotAllowed.title'),
      )
      await expect(alert.locator('.alert-details')).toHaveText(
        french('feedback.alert.originNotAllowed.details'),
      )
      await expect(alert).not.toContainText('Origin Not Allowed')
      await alert.getByRole('button', { name: french('feedback.alert.dismiss') }).click()
      await expect(alert).toBeHidden()
    } finally {
      await server.stop()
    }
  })
})

const LOCALES = {
  ar: { feedback: arabic, account: arabicAccount },
  de: { feedback: german, account: germanAccount },
} as const

for (const locale of ['ar', 'de'] as const) {
  const { feedback, account } = LOCALES[locale]
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${locale} at 360 px, ${colorScheme}`, () => {
      test.use({
        locale,
        colorScheme,
        viewport: { width: 360, height: 780 },
        permissions: ['clipboard-read', 'clipboard-write'],
      })

      test('the alert banner and the snackbar fit, in the locale', async ({ page }) => {
        const server = await startStrictServer()
        try {
          const dialog = await openOnStrictProject(page, server.url)
          const root = page.locator('.portico').filter({ has: dialog })
          await expect(root).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
          const alert = dialog.getByRole('alert')
          await expect(alert.locator('strong')).toHaveText(
            feedback('feedback.alert.originNotAllowed.title'),
          )
          // Its icon at the start (the right in Arabic), 12 px in; Dismiss at the end, 8 px in.
          const insets = await alert.evaluate((element) => {
            const box = element.getBoundingClientRect()
            const icon = element.querySelector('svg')?.getBoundingClientRect()
            const dismiss = element.querySelector('button')?.getBoundingClientRect()
            if (!icon || !dismiss) return undefined
            const rtl = getComputedStyle(element).direction === 'rtl'
            return {
              icon: Math.round(rtl ? box.right - icon.right : icon.left - box.left),
              dismiss: Math.round(rtl ? dismiss.left - box.left : box.right - dismiss.right),
            }
          })
          expect(insets).toEqual({ icon: 12, dismiss: 8 })
          await expectNoOverflow(dialog, `alert, ${locale}, ${colorScheme}`)
          await saveShot(page, `feedback-alert-${locale}-${colorScheme}`)

          // The origin alert informs; the wallet still connects. Copying the address in Account
          // shows the snackbar.
          await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
          await expect(page.getByTestId('demo-status')).toHaveText('connected')
          await page.locator('[data-portico-connect-button]').first().click()
          await dialog.getByRole('button', { name: account('account.copyAddress') }).click()
          const snackbar = dialog.locator('.snackbar')
          await expect(snackbar).toHaveText(feedback('feedback.snackbar.addressCopied'))
          await expectNoOverflow(dialog, `snackbar, ${locale}, ${colorScheme}`)
          await saveShot(page, `feedback-snackbar-${locale}-${colorScheme}`)
        } finally {
          await server.stop()
        }
      })
    })
  }
}
