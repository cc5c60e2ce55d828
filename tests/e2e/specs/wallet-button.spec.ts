import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { modal, PAIRING_TIMEOUT_MS, TEST_WALLET_NAME } from '../support/demo.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { expectNoOverflow } from '../support/overflow.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'
import { pairFromModal, withWalletPeer } from '../support/walletPeer.ts'

// Issue #30 item 4: <WalletButton wallet="…"> on the demo, each starting its exact flow against
// the real stack (anvil, the local relay, the secure site, the local OpenID provider), and the
// dApp's own list over useWalletList(). PORTICO_SHOTS_DIR=/tmp/shots saves screenshots.

const SHOTS = process.env.PORTICO_SHOTS_DIR

async function shot(page: Page, name: string, region?: Locator) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.waitForTimeout(400)
  const path = `${SHOTS}/${name}.png`
  await (region ? region.screenshot({ path }) : page.screenshot({ path }))
}

/** The demo, with its wallet buttons (loaded after the page's load event). */
async function openDemo(page: Page) {
  await page.goto('/')
  const buttons = page.getByTestId('demo-wallet-buttons')
  await expect(buttons).toBeVisible()
  return buttons
}

test.beforeEach(async ({ context }) => {
  const origin = new URL(stackInfo().demoUrl).origin
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
})

test('the installed test wallet connects directly from its button, without the modal', async ({
  page,
}) => {
  const buttons = await openDemo(page)
  const button = buttons.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` })
  await button.click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(stackInfo().accounts[0]?.address ?? '')
  await expect(page.getByTestId('demo-wallet')).toHaveText(TEST_WALLET_NAME)
  await expect(page.getByTestId('demo-wallet-button-result')).toHaveText(
    `Connected ${stackInfo().accounts[0]?.address}`,
  )
  await expect(button).not.toHaveAttribute('aria-busy', 'true')
  // The wallet button connects without the modal: it never opened.
  await expect(modal(page)).toHaveCount(0)
})

test('the WalletConnect button opens the QR code alone, and the WalletConnect wallet pairs through the relay', async ({
  page,
}) => {
  const buttons = await openDemo(page)
  await buttons.getByRole('button', { name: 'WalletConnect', exact: true }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('img', { name: /QR code to connect/ })).toBeVisible({
    timeout: PAIRING_TIMEOUT_MS,
  })
  // Straight to the QR code: no wallet list behind it.
  await expect(dialog.getByRole('button', { name: /All Wallets/ })).toHaveCount(0)

  await withWalletPeer(async (peer) => {
    await pairFromModal(page, peer)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('demo-wallet')).toHaveText('WalletConnect')
    await expect(page.getByTestId('demo-wallet-button-result')).toHaveText(
      `Connected ${peer.address}`,
    )
    await expect(dialog).toBeHidden()
  })
})

test("a directory wallet's button opens its own connecting view; closing it reports 'Modal closed'", async ({
  page,
}) => {
  const buttons = await openDemo(page)
  await buttons.getByRole('button', { name: 'MetaMask', exact: true }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('img', { name: /QR code to connect/ })).toBeVisible({
    timeout: PAIRING_TIMEOUT_MS,
  })
  await expect(dialog).toContainText('MetaMask')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('demo-wallet-button-result')).toHaveText('Modal closed')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('the e-mail button opens the e-mail sign-in, which sends the code', async ({ page }) => {
  const buttons = await openDemo(page)
  await buttons.getByRole('button', { name: 'Continue with E-mail' }).click()
  const dialog = modal(page)
  const form = dialog.getByRole('form', { name: 'Sign in with e-mail' })
  await expect(form).toBeVisible()
  await expect(dialog.getByRole('button', { name: /All Wallets/ })).toHaveCount(0)

  const email = uniqueEmail('wallet-button')
  await form.getByRole('textbox', { name: 'Continue with e-mail' }).fill(email)
  await form.getByRole('button', { name: 'Continue' }).click()
  // A new address on this browser: the device approval (or the code) follows.
  await expect(
    dialog.getByTestId('email-device-approval').or(dialog.getByRole('textbox', { name: 'Code' })),
  ).toBeVisible()
})

test('a social button starts that sign-in: the provider window, then the embedded wallet connects', async ({
  page,
}) => {
  const buttons = await openDemo(page)
  const popupOpened = page.waitForEvent('popup')
  await buttons.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await expect(modal(page).getByText('Log in with Google')).toBeVisible()
  await expect(popup.getByRole('heading', { name: /Google/ })).toBeVisible()
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('wallet-button-social'))
  await popup.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  await closed
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-wallet-button-result')).toHaveText(
    /^Connected 0x[0-9a-fA-F]{40}$/,
  )
})

test("the dApp's own list: installed first, search, and a directory wallet's connecting view", async ({
  page,
}) => {
  await openDemo(page)
  const list = page.getByRole('list', { name: 'Wallet directory' })
  await expect(list.getByRole('button').first()).toContainText(TEST_WALLET_NAME)
  await expect(list.getByRole('button').first()).toContainText('Installed')
  await expect(page.getByTestId('demo-wallet-count')).toHaveText(/^\d+ wallets in the directory$/)

  await page.getByRole('searchbox', { name: 'Search the wallet directory' }).fill('trust wallet')
  const trust = list.getByRole('button', { name: 'Trust Wallet', exact: true })
  await expect(trust).toBeVisible()
  await trust.click()
  const dialog = modal(page)
  await expect(dialog.getByRole('img', { name: /QR code to connect/ })).toBeVisible({
    timeout: PAIRING_TIMEOUT_MS,
  })
  await expect(dialog).toContainText('Trust Wallet')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`at 360 px, ${colorScheme}: the wallet buttons and the list fit their panels`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.emulateMedia({ colorScheme })
    const buttons = await openDemo(page)
    // Every button ready (the directory's MetaMask loaded), the list filled.
    await expect(buttons.getByRole('button', { name: 'MetaMask', exact: true })).toBeEnabled()
    await expect(page.getByTestId('demo-wallet-count')).toHaveText(/wallets in the directory/)
    const buttonsPanel = page.locator('section', { has: buttons })
    const listPanel = page.locator('section', {
      has: page.getByRole('list', { name: 'Wallet directory' }),
    })
    await buttonsPanel.scrollIntoViewIfNeeded()
    await expectNoOverflow(buttonsPanel, 'wallet buttons')
    await expectNoOverflow(listPanel, 'wallet list')
    await shot(page, `wallet-buttons-${colorScheme}`, buttonsPanel)
    await shot(page, `wallet-list-${colorScheme}`, listPanel)
    // At this width the kit is on a phone (spec §2's mobile test): MetaMask's button opens its
    // own view with the app's deep link carrying the pairing, not a QR code.
    await buttons.getByRole('button', { name: 'MetaMask', exact: true }).click()
    const openApp = modal(page).getByRole('link', { name: 'Open MetaMask' })
    await expect(openApp).toHaveAttribute('href', /^metamask:\/\/wc\?uri=wc%3A/)
    await expect(modal(page).getByRole('img', { name: /QR code to connect/ })).toHaveCount(0)
    await expectNoOverflow(modal(page), 'MetaMask from its button')
    await shot(page, `wallet-button-metamask-${colorScheme}`)
  })
}
