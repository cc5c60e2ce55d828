import type { Locator, Page } from '@playwright/test'
import { kitMessages } from '@portico/i18n-tools'
import { modal, PAIRING_TIMEOUT_MS, TEST_WALLET_NAME, walletControl } from '../support/demo.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { saveShot } from '../support/shots.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

const arabic = kitMessages('ar')
const german = kitMessages('de')

// Issue #30: the connecting views in Arabic (right to left) and German (long words) in Chromium
// at the spec's 360 px, light and dark: Connect with the legal checkbox and collapsed wallets,
// the wallet list, All Wallets and its empty search, the WalletConnect QR code, the e-mail
// sign-in's next step, SwitchNetwork and UnsupportedChain. The kit follows the browser's
// language. No element may overflow; PORTICO_SHOTS_DIR=/tmp/shots saves a screenshot of each.

const CATALOGS = { ar: arabic, de: german } as const

/** The page's Connect button, whatever language it reads in yet. */
const connectButton = (page: Page) => page.locator('[data-portico-connect-button]').first()

/** Checks the view fits and has the locale's direction, and saves its picture. */
async function look(page: Page, dialog: Locator, name: string) {
  await expectNoOverflow(dialog, name)
  await saveShot(page, name)
}

for (const locale of ['ar', 'de'] as const) {
  const messages = CATALOGS[locale]
  const rtl = locale === 'ar'
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${locale} at 360 px, ${colorScheme}`, () => {
      test.use({ locale, viewport: { width: 360, height: 780 }, colorScheme })

      test('Connect, the wallet list and All Wallets', async ({ page }) => {
        await page.goto('/?legal-checkbox&collapse-wallets')
        await connectButton(page).click()
        const dialog = modal(page)
        const root = page.locator('.portico').filter({ has: dialog })
        await expect(root).toHaveAttribute('lang', locale)
        await expect(root).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')

        const agree = dialog.getByRole('checkbox', {
          name: messages('connect.legal.checkbox.both')
            .replace('{terms}', messages('connect.legal.terms'))
            .replace('{privacy}', messages('connect.legal.privacy')),
        })
        await expect(agree).toBeVisible()
        const continueWithWallet = dialog.getByRole('button', {
          name: messages('connect.continueWithWallet'),
        })
        await expect(continueWithWallet).toBeVisible()
        await expect(
          dialog.getByRole('button', {
            name: messages('connect.social.continueWith').replace('{provider}', 'Google'),
          }),
        ).toBeVisible()
        await look(page, dialog, `connect-${locale}-${colorScheme}`)

        await agree.check()
        await continueWithWallet.click()
        const wallets = dialog.getByRole('list', { name: messages('connect.wallets') })
        await expect(
          wallets.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }),
        ).toBeVisible()
        await expect(
          wallets.getByRole('button', { name: new RegExp(`^${messages('connect.allWallets')}`) }),
        ).toBeVisible()
        await look(page, dialog, `connect-wallets-${locale}-${colorScheme}`)

        // The list's chevron points the way the list reads; a Latin name keeps its own
        // direction (its brackets and its ellipsis at its end), aligned as the list reads.
        const chevron = wallets.locator('.list-item-chevron')
        await expect(chevron).toHaveCSS('transform', rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')
        const label = wallets.locator('.list-item-label').first()
        await expect(label).toHaveCSS('direction', 'ltr')
        await expect(label).toHaveCSS('text-align', rtl ? 'right' : 'left')

        await wallets
          .getByRole('button', { name: new RegExp(`^${messages('connect.allWallets')}`) })
          .click()
        const grid = dialog.getByRole('list', { name: messages('connect.wallets') })
        const tiles = grid.getByRole('listitem')
        await expect(tiles.nth(1)).toBeVisible()
        // The grid reads from the start edge: the first wallet on the right in Arabic.
        const [first, second] = await Promise.all([
          tiles.nth(0).boundingBox(),
          tiles.nth(1).boundingBox(),
        ])
        expect((first?.x ?? 0) > (second?.x ?? 0)).toBe(rtl)
        await expect(tiles.nth(0).locator('.grid-item-name')).toHaveCSS('direction', 'ltr')
        // Back sits at the start edge and points towards it: to the right in Arabic.
        await expect(
          dialog.getByRole('button', { name: messages('header.back'), exact: true }).locator('svg'),
        ).toHaveCSS('transform', rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')
        await look(page, dialog, `all-wallets-${locale}-${colorScheme}`)

        await dialog
          .getByRole('searchbox', { name: messages('connect.allWallets.search') })
          .fill('zzzz')
        await expect(dialog.getByText(messages('connect.allWallets.empty.title'))).toBeVisible()
        await look(page, dialog, `all-wallets-empty-${locale}-${colorScheme}`)
      })

      test.describe('in a desktop window (the modal is 360 px wide there too)', () => {
        // A window this narrow is a phone to the kit, which offers no QR code there.
        test.use({ viewport: { width: 1024, height: 800 } })

        test('the WalletConnect QR code', async ({ page }) => {
          await page.goto('/')
          await connectButton(page).click()
          const dialog = modal(page)
          await dialog.getByRole('button', { name: /WalletConnect/ }).click()
          await expect(
            dialog.getByRole('img', { name: messages('connect.pairing.qrLabelAny') }),
          ).toBeVisible({ timeout: PAIRING_TIMEOUT_MS })
          await expect(
            dialog.getByRole('button', { name: messages('connect.pairing.copy') }),
          ).toBeVisible()
          await expect(dialog.getByRole('timer')).toHaveText(
            new RegExp(messages('connect.pairing.expiresIn').replace('{time}', '.+')),
          )
          await look(page, dialog, `walletconnect-${locale}-${colorScheme}`)
        })
      })

      test("the e-mail sign-in's next step", async ({ page }) => {
        await page.goto('/')
        await connectButton(page).click()
        const dialog = modal(page)
        const form = dialog.getByRole('form', { name: messages('connect.email.form') })
        await form
          .getByRole('textbox', { name: messages('connect.email.label') })
          .fill(`locale-${locale}-${colorScheme}-${Date.now()}@example.com`)
        await form.getByRole('button', { name: messages('connect.continue'), exact: true }).click()
        // A new device is asked to approve itself first; a known one goes to the code.
        await expect(
          dialog
            .getByText(messages('connect.email.device.title'))
            .or(dialog.getByRole('textbox', { name: messages('connect.code.label') })),
        ).toBeVisible()
        await look(page, dialog, `email-${locale}-${colorScheme}`)
      })

      test('SwitchNetwork and UnsupportedChain', async ({ page }) => {
        await page.goto('/')
        await connectButton(page).click()
        const dialog = modal(page)
        await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
        await expect(page.getByTestId('demo-status')).toHaveText('connected')
        await expect(dialog).toBeHidden()

        await page.getByTestId('demo-open-networks').click()
        // The demo has several chain families: a list each.
        const networks = dialog.getByRole('list', {
          name: messages('connect.networks.familyLabel').replace('{family}', 'EVM'),
        })
        await expect(networks.getByText(messages('connect.networks.connected'))).toBeVisible()
        await look(page, dialog, `networks-${locale}-${colorScheme}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()

        // The person picks a network this dApp does not list (31339, served by a local anvil).
        const elsewhere = stackInfo().chains[0]
        if (!elsewhere) throw new Error('the stack has no third chain')
        await walletControl(
          page,
          `await window.ethereum.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6b',
            chainName: 'Elsewhere', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['${elsewhere.rpcUrl}'] }] }); wallet.setChain(31339)`,
        )
        await expect(dialog.getByText(messages('connect.unsupported.title'))).toBeVisible()
        await expect(
          dialog.getByRole('button', { name: messages('connect.unsupported.disconnect') }),
        ).toBeVisible()
        await look(page, dialog, `unsupported-chain-${locale}-${colorScheme}`)
      })
    })
  }
}
