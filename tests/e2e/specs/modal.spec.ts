import AxeBuilder from '@axe-core/playwright'
import { connectTestWallet, modal } from '../support/demo.ts'
import { expect, test } from '../support/test.ts'

test('the modal lives in the shadow root of one injected element', async ({ page }) => {
  await page.goto('/')
  // Mounted closed once the page is idle: the element is there, the dialog is not.
  await expect(page.locator('portico-modal')).toHaveCount(1)
  await expect(modal(page)).toHaveCount(0)
  for (let round = 0; round < 2; round++) {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modal(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }
  expect(await page.locator('portico-modal').count()).toBe(1)
  const shadow = await page.evaluate(() => {
    const host = document.querySelector('portico-modal')
    return { open: host?.shadowRoot?.mode, zIndex: host ? getComputedStyle(host).zIndex : '' }
  })
  expect(shadow.open).toBe('open')
  // Host-page CSS cannot reach into it: the dialog is not in the light DOM.
  expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull()
})

test('Escape closes, focus is trapped, and focus returns to the button', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeVisible()
  // Tab through the Connect view's controls, not its loading state's.
  await expect(modal(page).getByRole('button', { name: /All Wallets/ })).toBeVisible()
  // Tab around more times than there are controls: focus never leaves the modal.
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab')
    const inModal = await page.evaluate(() => document.activeElement?.tagName === 'PORTICO-MODAL')
    expect(inModal).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(button).toBeFocused()
})

test('focus stays in the modal when the control that had it goes with its view', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  // Back, from the keyboard, leads to the first view, which has no Back button.
  const back = modal(page).getByRole('button', { name: 'Back', exact: true })
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(modal(page).getByRole('button', { name: /All Wallets/ })).toBeVisible()
  await expect(back).toHaveCount(0)
  const focusedInDialog = () =>
    page.evaluate(
      () =>
        document
          .querySelector('portico-modal')
          ?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null,
    )
  await expect.poll(focusedInDialog).toBe(true)
  await page.keyboard.press('Tab')
  expect(await focusedInDialog()).toBe(true)
})

test('width 360px, light and dark themes from the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await expect(dialog).toBeVisible()
  const dark = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)
  await expect(dialog).toHaveCSS('width', '360px')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe(dark)
})

test('no accessibility violations in the Connect, All Wallets and Account views', async ({
  page,
}) => {
  await page.goto('/')
  const scan = async () => {
    const { violations } = await new AxeBuilder({ page }).include('portico-modal').analyze()
    return violations.map((violation) => `${violation.id}: ${violation.help}`)
  }
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('button', { name: /All Wallets/ })).toBeVisible()
  expect(await scan()).toEqual([])
  await modal(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await expect(
    modal(page).getByRole('searchbox').or(modal(page).getByRole('textbox')),
  ).toBeVisible()
  expect(await scan()).toEqual([])
  await page.keyboard.press('Escape')
  await connectTestWallet(page)
  await page.locator('[data-portico-connect-button]').click()
  await expect(modal(page).getByTestId('account-address')).toBeVisible()
  expect(await scan()).toEqual([])
})
