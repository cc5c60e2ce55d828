import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { expectConfirmed } from '../support/send.ts'
import { chainClient } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Issue #30: connect, send and sign out with the keyboard alone. Every step below is a key
// press or typed text (page.keyboard); the test only reads where the focus is and what the
// page shows, and checks the transfer on anvil itself.

/** Whether `target` has the focus, inside the modal's shadow root too. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  })
}

/** Presses Tab until `target` has the focus, as a keyboard user walks to it (at most `max`). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${max} presses of Tab never reached ${target}`)
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

test('with the keyboard alone: connect the test wallet, send 0.01 ETH on anvil, sign out', async ({
  page,
}) => {
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await page.goto('/')
  const connectButton = page.locator('[data-portico-connect-button]')
  const dialog = modal(page)

  await press(page, connectButton)
  await press(page, dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(dialog).toBeHidden()
  // The modal gives the focus back to the button that opened it.
  expect(await isFocused(connectButton)).toBe(true)

  await page.keyboard.press('Enter')
  await press(page, dialog.getByRole('button', { name: 'Send', exact: true }))
  await expect(dialog.getByRole('form', { name: 'Send' })).toBeVisible()
  await press(page, dialog.getByTestId('send-token'))
  // The picker's search field has the focus: narrow the list, then walk to the token.
  await page.keyboard.type('ETH')
  await press(
    page,
    dialog.getByTestId('send-token-option').filter({ has: page.getByText('ETH', { exact: true }) }),
  )
  await tabTo(page, dialog.getByLabel('Amount', { exact: true }))
  await page.keyboard.type('0.01')
  await tabTo(page, dialog.getByLabel('To', { exact: true }))
  await page.keyboard.type(receiver)
  await press(page, dialog.getByTestId('send-review'))
  await expect(dialog.getByTestId('send-preview-fee')).toBeVisible()
  await expect(dialog.getByLabel('Estimating the network fee')).toHaveCount(0, { timeout: 20_000 })
  await press(page, dialog.getByRole('button', { name: 'Send', exact: true }))
  await expectConfirmed(page)
  expect(await chainClient(31337).getBalance({ address: receiver })).toBe(parseEther('0.01'))

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await isFocused(connectButton)).toBe(true)
  await page.keyboard.press('Enter')
  await press(page, dialog.getByRole('button', { name: 'Disconnect' }))
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
