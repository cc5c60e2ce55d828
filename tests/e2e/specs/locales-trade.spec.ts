import type { Locator, Page } from '@playwright/test'
import { kitMessages } from '@portico/i18n-tools'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { saveShot } from '../support/shots.ts'
import { expect, test } from '../support/test.ts'

// Issue #30: Swap (the form, its slippage setting, the review and the confirmed swap), Buy with
// a live quote and Pay in Arabic (right to left) and German (long words) in Chromium at the
// spec's 360 px, light and dark. The kit follows the browser's language. No element may
// overflow; PORTICO_SHOTS_DIR=/tmp/shots saves a screenshot of each view.

const CATALOGS = {
  ar: kitMessages('ar'),
  de: kitMessages('de'),
} as const
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)'

/** Checks the view fits and saves its picture. */
async function look(page: Page, dialog: Locator, name: string) {
  await expectNoOverflow(dialog, name)
  await saveShot(page, name)
}

/** The page's Connect button, whatever language it reads in yet. */
const connectButton = (page: Page) => page.locator('[data-portico-connect-button]').first()

for (const locale of ['ar', 'de'] as const) {
  const messages = CATALOGS[locale]
  const rtl = locale === 'ar'
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${locale} at 360 px, ${colorScheme}`, () => {
      test.use({ locale, viewport: { width: 360, height: 780 }, colorScheme })

      test('Swap, its slippage, review and confirmation; Buy with a quote; Pay', async ({
        page,
      }) => {
        test.setTimeout(120_000)
        await page.goto('/')
        await connectButton(page).click()
        const dialog = modal(page)
        await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
        await expect(page.getByTestId('demo-status')).toHaveText('connected')
        await expect(dialog).toBeHidden()
        const root = page.locator('.portico').filter({ has: dialog })

        // Swap, from Account's feature button (named in the account part's language).
        await connectButton(page).click()
        await dialog.locator('[data-feature="swaps"]').click()
        const form = dialog.getByRole('form', { name: messages('swap.form') })
        await expect(form).toBeVisible()
        await expect(root).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
        await dialog.getByTestId('swap-to-token').click()
        await dialog
          .getByTestId('swap-token-option')
          .filter({ has: page.getByText('PUSD', { exact: true }) })
          .click()
        await expect(dialog.getByTestId('swap-to-token')).toContainText('PUSD')
        // German is typed with its decimal comma; the kit reads the amount meant.
        await form
          .getByLabel(messages('trade.youPay'), { exact: true })
          .fill(rtl ? '0.001' : '0,001')
        const review = dialog.getByTestId('swap-review')
        await expect(review).toHaveText(messages('swap.review'), { timeout: 20_000 })
        await expect(dialog.getByTestId('swap-details')).toContainText(
          messages('swap.details.minimumReceived'),
        )
        await look(page, dialog, `swap-${locale}-${colorScheme}`)

        await dialog.getByRole('button', { name: messages('swap.details.changeSlippage') }).click()
        await expect(
          dialog.getByRole('group', { name: messages('swap.slippage.legend') }),
        ).toBeAttached()
        await look(page, dialog, `swap-slippage-${locale}-${colorScheme}`)

        await review.click()
        await expect(
          dialog.getByRole('heading', { name: messages('title.SwapPreview') }),
        ).toBeVisible()
        // The arrow from what is paid to what is received points the way the view reads.
        await expect(dialog.locator('.swap-summary-arrow')).toHaveCSS(
          'transform',
          rtl ? MIRRORED : 'none',
        )
        await look(page, dialog, `swap-review-${locale}-${colorScheme}`)

        await dialog.getByRole('button', { name: messages('swap.preview.confirm') }).click()
        await expect(dialog.getByTestId('swap-status')).toHaveText(
          messages('swap.status.confirmed').replace('{from}', 'ETH').replace('{to}', 'PUSD'),
          { timeout: 45_000 },
        )
        await look(page, dialog, `swap-confirmed-${locale}-${colorScheme}`)
        await dialog.getByRole('button', { name: messages('trade.done') }).click()

        // Buy, from Account, with the sandbox provider's live quote.
        await dialog.locator('[data-feature="onramp"]').click()
        const buy = dialog.getByRole('form', { name: messages('buy.form') })
        await expect(buy).toBeVisible()
        await buy.getByLabel(messages('buy.amount').replace('{currency}', 'USD')).fill('25')
        await expect(dialog.getByTestId('buy-quote')).toContainText(messages('buy.details.total'), {
          timeout: 20_000,
        })
        await expect(dialog.getByTestId('buy-continue')).toHaveText(messages('buy.continue'))
        await look(page, dialog, `buy-${locale}-${colorScheme}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()

        // Pay: the demo asks for 5 PUSD; the wallet is on the network, so its fee is shown.
        await page.getByTestId('demo-pay-to').fill(RECIPIENT)
        await page.getByTestId('demo-pay-button').click()
        await expect(dialog.getByText(messages('pay.fullRecipient'))).toBeVisible()
        await expect(dialog.getByTestId('pay-fee')).toContainText('ETH', { timeout: 20_000 })
        await expect(
          dialog.getByRole('group', { name: messages('pay.exchanges.legend') }),
        ).toBeVisible()
        await expect(dialog.getByTestId('pay-recipient')).toHaveAttribute('dir', 'ltr')
        await look(page, dialog, `pay-${locale}-${colorScheme}`)
      })
    })
  }
}
