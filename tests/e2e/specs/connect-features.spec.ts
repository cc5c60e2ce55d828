import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { pressSocialButton } from '../support/socialButtons.ts'
import { expect, test } from '../support/test.ts'

// Issue #30: the Connect view's two optional features (spec §9: off by default) in Chromium at
// the spec's 360 px, light and dark: the legal checkbox (`?legal-checkbox`: the demo then links
// its own terms and privacy pages) and collapsed wallets (`?collapse-wallets`); and the
// providers' and the exchange's marks, drawn as inline SVG. PORTICO_SHOTS_DIR=/tmp/shots saves
// a screenshot of each, for a person to look at.

const SHOTS = process.env.PORTICO_SHOTS_DIR

async function shot(target: Page | Locator, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  // Let the view's entrance animation end before the picture.
  await (('page' in target ? target.page() : target) as Page).waitForTimeout(400)
  await target.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** The focused element (inside the modal's shadow root): whether it is a way to connect. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return {
      inMethods: Boolean(active?.closest('[data-testid="connect-methods"]')),
      name: active ? `${active.tagName} ${active.textContent?.trim().slice(0, 40)}` : '',
    }
  })

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`at 360 px, ${colorScheme}`, () => {
    test.use({ viewport: { width: 360, height: 780 }, colorScheme })

    test('legal checkbox and collapsed wallets: nothing to connect with until ticked; then the wallet list on demand; the tick is kept', async ({
      page,
    }) => {
      await page.goto('/?legal-checkbox&collapse-wallets')
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const dialog = modal(page)
      const agree = dialog.getByRole('checkbox', {
        name: 'I agree to the Terms of Service and Privacy Policy',
      })
      await expect(agree).not.toBeChecked()
      await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        /\/terms\.html$/,
      )
      const continueWithWallet = dialog.getByRole('button', { name: 'Continue with a wallet' })
      const google = dialog.getByRole('button', { name: 'Continue with Google' })
      // Collapsed: no wallet list, e-mail and socials first, the wallets' button last.
      await expect(continueWithWallet).toBeVisible()
      await expect(dialog.getByRole('list', { name: 'Wallets' })).toHaveCount(0)
      const tops = await Promise.all(
        [dialog.getByTestId('email-input'), google, continueWithWallet].map(
          async (locator) => (await locator.boundingBox())?.y ?? Number.NaN,
        ),
      )
      expect(tops).toEqual([...tops].sort((a, b) => a - b))

      // Until ticked: every way to connect is disabled, dimmed, and out of the keyboard's way.
      for (const control of [continueWithWallet, google, dialog.getByTestId('email-input')])
        await expect(control).toBeDisabled()
      expect(
        Number(
          await dialog
            .getByTestId('connect-methods')
            .evaluate((element) => getComputedStyle(element).opacity),
        ),
      ).toBeLessThan(0.6)
      await agree.focus()
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab')
        const now = await focused(page)
        expect(now.inMethods, `Tab reached ${now.name}`).toBe(false)
      }
      // A real click on a disabled control does nothing.
      await google.click({ force: true })
      await continueWithWallet.click({ force: true })
      await page.waitForTimeout(300)
      await expect(dialog.getByRole('list', { name: 'Wallets' })).toHaveCount(0)
      expect(page.context().pages()).toHaveLength(1)

      await shot(page, `connect-features-${colorScheme}`)
      await expectNoOverflow(dialog, 'Connect with the legal checkbox and collapsed wallets')

      await agree.check()
      await expect(google).toBeEnabled()
      await shot(dialog.locator('.socials'), `social-row-${colorScheme}`)
      // Each provider's mark is inline SVG beside or inside its named button: no image fetched.
      for (const button of await dialog.locator('.socials button').all()) {
        await expect(button.locator('svg path').first()).toBeAttached()
        await expect(button.locator('img')).toHaveCount(0)
      }

      await continueWithWallet.click()
      const wallet = dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      await expect(wallet).toBeFocused()
      await shot(page, `connect-features-wallets-${colorScheme}`)
      await expectNoOverflow(dialog, 'Connect with the wallet list revealed')

      // Closed and opened again: still ticked.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await expect(agree).toBeChecked()
      await continueWithWallet.click()
      await wallet.click()
      await expect(page.getByTestId('demo-status')).toHaveText('connected')
    })

    test("a social sign-in under way shows the provider's mark, large", async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const dialog = modal(page)
      const popupOpened = page.waitForEvent('popup')
      await pressSocialButton(dialog, 'GitHub')
      const popup = await popupOpened
      const view = dialog.getByTestId('connecting-social')
      await expect(view.locator('svg.social-mark[data-provider="github"]')).toBeVisible()
      await shot(page, `connecting-social-${colorScheme}`)
      await expectNoOverflow(dialog, 'ConnectingSocial')
      await popup.close()
    })

    test("Pay's exchange list: the Sandbox Exchange's mark is inline SVG, not a letter", async ({
      page,
    }) => {
      await page.goto('/')
      // Anvil's second dev account: any address will do, nothing is paid here.
      await page.getByTestId('demo-pay-to').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      await page.getByTestId('demo-pay-button').click()
      const dialog = modal(page)
      const exchange = dialog.getByRole('button', { name: /Sandbox Exchange/ })
      await expect(exchange).toBeVisible()
      await expect(exchange.locator('svg.exchange-mark')).toBeVisible()
      await expect(exchange.locator('img, .image-placeholder')).toHaveCount(0)
      await shot(page, `pay-exchanges-${colorScheme}`)
      await expectNoOverflow(dialog, 'Pay')
    })
  })
}
