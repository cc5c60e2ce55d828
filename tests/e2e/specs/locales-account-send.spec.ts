import type { Locator, Page } from '@playwright/test'
import { kitMessages } from '@portico/i18n-tools'
import { generatePrivateKey } from 'viem/accounts'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { startOwnServer } from '../support/ownServer.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import { saveShot } from '../support/shots.ts'
import { expect, test } from '../support/test.ts'

// Issue #30: Account (Tokens and Activity), Send (the form, the token picker, the review and the
// confirmed transfer), Receive and ProfileWallets in Arabic (right to left) and German (long
// words) in Chromium at the spec's 360 px, each view in light and dark (the system scheme
// switched on the open view, so the flow runs once per language). The kit follows the browser's
// language. Numbers are the locale's, addresses and amounts left to right; the chevrons point
// the way the view reads. No element may overflow; PORTICO_SHOTS_DIR=/tmp/shots saves a
// screenshot of each view in each scheme.

// Every message of the kit in each language (shell, account and send parts used here).
const CATALOGS = { ar: kitMessages('ar'), de: kitMessages('de') } as const
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)'

/** In the light and the dark scheme: checks the view fits and saves its picture. */
async function look(page: Page, dialog: Locator, name: string) {
  const root = page.locator('.portico').filter({ has: dialog })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(root).toHaveAttribute('data-theme', colorScheme)
    await expectNoOverflow(dialog, `${name}, ${colorScheme}`)
    await saveShot(page, `${name}-${colorScheme}`)
  }
}

/** The page's Connect button, whatever language it reads in yet. */
const connectButton = (page: Page) => page.locator('[data-portico-connect-button]').first()

for (const locale of ['ar', 'de'] as const) {
  const messages = CATALOGS[locale]
  const rtl = locale === 'ar'
  // An amount of this test's own, to find its row in Activity among the other tests' sends.
  const amount = rtl ? '0.0121' : '0.0123'
  // German writes the decimal comma; Arabic here the Latin digits and point Intl gives it.
  const sent = rtl ? amount : amount.replace('.', ',')
  test.describe(`${locale} at 360 px`, () => {
    test.use({ locale, viewport: { width: 360, height: 780 } })

    test('Account, Receive, Send and its review, Activity, ProfileWallets', async ({ page }) => {
      test.setTimeout(150_000)
      // A project with multi-wallet on, for ProfileWallets; a second wallet to add there.
      const server = await startOwnServer({
        features: [{ id: 'multiWallet', isEnabled: true }],
      })
      try {
        await installInjectedOnlyWallet(page, generatePrivateKey())
        await page.goto(`/?${new URLSearchParams({ 'portico-api': server.url })}`)
        await connectButton(page).click()
        const dialog = modal(page)
        await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
        await expect(page.getByTestId('demo-status')).toHaveText('connected')
        await expect(dialog).toBeHidden()
        const root = page.locator('.portico').filter({ has: dialog })

        // Account: the address left to right, the balance in the locale, the pill's chevron.
        await connectButton(page).click()
        const address = dialog.getByTestId('account-address')
        await expect(address).toBeVisible()
        await expect(root).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
        await expect(address).toHaveAttribute('dir', 'ltr')
        await expect(dialog.getByTestId('account-balance')).toHaveText(/ ETH$/)
        await expect(dialog.locator('.network-pill-chevron')).toHaveCSS(
          'transform',
          rtl ? MIRRORED : 'none',
        )
        await expect(
          dialog.getByRole('tablist', { name: messages('account.tabs.label') }),
        ).toBeVisible()
        await expect(
          dialog.getByRole('button', { name: messages('account.disconnect'), exact: true }),
        ).toBeVisible()
        await look(page, dialog, `account-${locale}`)

        // Receive.
        await dialog.locator('[data-feature="receive"]').click()
        await expect(dialog.getByTestId('receive-address')).toHaveAttribute('dir', 'ltr')
        await expect(dialog.getByRole('button', { name: messages('receive.copy') })).toBeVisible()
        await expect(dialog.getByText(messages('receive.tokens'))).toBeVisible()
        await look(page, dialog, `receive-${locale}`)
        await dialog.getByRole('button', { name: messages('header.back') }).click()

        // Send: the form, the token picker, the review and the confirmed transfer.
        await dialog.locator('[data-feature="send"]').click()
        const form = dialog.getByRole('form', { name: messages('send.form') })
        await expect(form).toBeVisible()
        await expect(dialog.getByTestId('send-token-balance')).toContainText(
          messages('send.balance').replace('{balance}', ''),
        )
        await expect(dialog.locator('.send-token-chevron')).toHaveCSS(
          'transform',
          rtl ? MIRRORED : 'none',
        )
        // The amount field has the focus; leaving it empty shows its rule under it, which
        // grows the sheet upward at 360 px (German's two lines): leave it first, so the click
        // is not lost to that shift between press and release.
        const amountField = form.getByLabel(messages('send.amount'), { exact: true })
        await amountField.blur()
        await expect(form.locator('.send-field-error').nth(1)).not.toBeEmpty()
        await dialog.getByTestId('send-token').click()
        await expect(
          dialog.getByRole('searchbox', { name: messages('send.picker.search') }),
        ).toBeVisible()
        await expect(dialog.getByTestId('send-token-option').first()).toBeVisible()
        await look(page, dialog, `send-select-${locale}`)
        await dialog
          .getByTestId('send-token-option')
          .filter({ has: page.getByText('ETH', { exact: true }) })
          .click()
        // Typed the locale's way: German with its decimal comma.
        await amountField.fill(sent)
        const receiver = form.getByLabel(messages('send.to'), { exact: true })
        await expect(receiver).toHaveAttribute('dir', 'ltr')
        await expect(receiver).toHaveAttribute(
          'placeholder',
          messages('send.receiverPlaceholder').replace('{family}', 'EVM'),
        )
        // Before the address: a 42-character address is wider than the field, and scrolls.
        await look(page, dialog, `send-${locale}`)
        await receiver.fill(RECIPIENT)
        const review = dialog.getByTestId('send-review')
        await expect(review).toHaveText(messages('send.review'))

        await review.click()
        await expect(
          dialog.getByRole('heading', { name: messages('title.SendPreview') }),
        ).toBeVisible()
        await expect(dialog.getByTestId('send-preview-amount')).toHaveText(`${sent} ETH`)
        await expect(dialog.getByLabel(messages('send.preview.estimatingFee'))).toHaveCount(0, {
          timeout: 20_000,
        })
        await expect(dialog.getByTestId('send-preview-fee')).toContainText('ETH')
        // The fee and its symbol on one line, even beside German's long 'Netzwerkgebühr'.
        const feeFigure = dialog.getByTestId('send-preview-fee').locator('[dir="ltr"]').first()
        expect(await feeFigure.evaluate((element) => element.getClientRects().length)).toBe(1)
        await look(page, dialog, `send-review-${locale}`)
        await dialog
          .getByRole('button', { name: messages('send.preview.send'), exact: true })
          .click()
        await expect(dialog.getByTestId('send-status')).toContainText(
          messages('send.preview.confirmed'),
          { timeout: 30_000 },
        )
        await look(page, dialog, `send-confirmed-${locale}`)
        await dialog.getByRole('button', { name: messages('send.preview.done') }).click()

        // Activity: the send just made, under its month, in the locale.
        await dialog.getByRole('tab', { name: messages('account.tabs.activity') }).click()
        // Rounded to 3 decimals, the exact amount in its title.
        const row = dialog
          .getByTestId('activity-row')
          .filter({ has: page.locator(`[title="\u2212${sent} ETH"]`) })
        await expect(row).toContainText(messages('account.activity.label.send'), {
          timeout: 20_000,
        })
        await expect(row.getByTestId('activity-amount')).toHaveAttribute('dir', 'ltr')
        await look(page, dialog, `account-activity-${locale}`)

        // ProfileWallets, with a second wallet added from it.
        await dialog.getByRole('button', { name: messages('account.wallets.button') }).click()
        await dialog.getByRole('button', { name: messages('account.wallets.add') }).click()
        await dialog.getByRole('button', { name: /Browser Wallet/ }).click()
        await expect(dialog).toBeHidden()
        await connectButton(page).click()
        await dialog.getByRole('button', { name: messages('account.wallets.button') }).click()
        const testWallet = dialog.getByRole('listitem', { name: TEST_WALLET_NAME })
        await expect(testWallet).toContainText(messages('account.wallets.active'))
        await expect(
          testWallet.getByRole('button', {
            name: messages('account.wallets.switchTo').replace('{wallet}', TEST_WALLET_NAME),
          }),
        ).toBeVisible()
        await expect(testWallet.locator('.wallet-row-address')).toHaveAttribute('dir', 'ltr')
        await look(page, dialog, `wallets-${locale}`)
      } finally {
        await server.stop()
      }
    })
  })
}
