import type { Browser, Page } from '@playwright/test'
import { truncateEmail } from '@portico/core'
import { getAddress, parseEther } from 'viem'
import { modal } from '../support/demo.ts'
import { approveDeviceLink } from '../support/deviceApproval.ts'
import {
  EMBEDDED_FRAME,
  openConnectView,
  signInWithEmail as signIn,
  submitCode,
  submitEmail,
} from '../support/emailSignIn.ts'
import {
  lastMailAt,
  readChangeCode,
  readDeviceLink,
  readSignInCode,
  uniqueEmail,
} from '../support/mailbox.ts'
import { ownAccountsFunder } from '../support/ownAccountsFunder.ts'
import { userOperationsIn } from '../support/smartAccounts.ts'
import { chainClient } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Everything here is real: the server's auth module sends codes over SMTP to the stack's mail
// catcher, the secure site runs in its iframe on its own origin, and it signs on anvil.

/** The embedded wallet's frame, where the visitor approves or rejects. */
const frame = (page: Page) => page.frameLocator(EMBEDDED_FRAME)

/** Opens the demo, types the e-mail; returns when it was sent. */
async function startSignIn(page: Page, email: string): Promise<number> {
  await openConnectView(page)
  return submitEmail(page, email)
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

test('e-mail sign-in: code from the e-mail, an account with a balance, the e-mail shown, and a reload stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('ada')
  const address = await signIn(page, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // A reload reconnects the embedded wallet from its own session.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  expect(await page.evaluate(() => localStorage.getItem('@portico/email'))).toBe(
    JSON.stringify(email),
  )
  // Switching the network goes through the frame (APP_SWITCH_NETWORK). The demo enables smart
  // accounts on 31337 only: on 31338 the account in use is the plain one, another address.
  await page.getByRole('button', { name: /Portico Local 2/ }).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31338')
  await expect(page.getByTestId('demo-address')).not.toHaveText(address)
  const plain = (await page.getByTestId('demo-address').textContent()) as `0x${string}`
  expect(plain).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The balance follows the account and what reaches it.
  await ownAccountsFunder(31338).sendEth(plain, parseEther('1.5'))
  await page.locator('[data-portico-connect-button]').click()
  await expect(modal(page).getByTestId('account-email')).toHaveText(truncateEmail(email))
  await expect(modal(page).getByTestId('account-balance')).toHaveText('1.50 ETH', {
    timeout: 20_000,
  })
})

test('signing and sending go through ApproveTransaction: approve signs and mines, reject refuses', async ({
  page,
}) => {
  const address = await signIn(page, uniqueEmail('grace'))
  await ownAccountsFunder(31337).sendEth(address, parseEther('1'))

  // personal_sign: the frame shows the decoded message; Approve signs with the account's key.
  const message = 'Approve me, from the e2e test'
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await expect(modal(page).getByTestId('approve-transaction-area')).toBeVisible()
  await expect(frame(page).getByText(message)).toBeVisible()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  // The account in use is the smart account (spec §6's default), not deployed yet: its
  // signature carries the factory call (ERC-6492), which a chain-aware check verifies.
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
  const signature = (await page.getByTestId('demo-signature').textContent()) as `0x${string}`
  expect(await chainClient(31337).verifyMessage({ address, message, signature })).toBe(true)
  // The modal opened for the request, so it closes when the request settles (spec §2).
  await expect(modal(page)).toBeHidden()

  // eth_sendTransaction: recipient and value shown; Approve sends it and it is mined.
  await page.getByTestId('demo-send-button').click()
  await expect(frame(page).getByText(address, { exact: false }).first()).toBeVisible()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
  const receipt = await chainClient(31337).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  // Sent as the smart account's user operation, carried by the bundler's transaction.
  expect((await userOperationsIn(31337, hash)).map((operation) => operation.sender)).toEqual([
    getAddress(address),
  ])

  // Reject: the caller gets the wallet's refusal, nothing is signed.
  await page.getByTestId('demo-sign-input').fill('Reject me')
  await page.getByTestId('demo-sign-button').click()
  // This request's view, not the last one's, and the frame shown over the modal: its content
  // renders before the frame is placed (once the modal's entrance is over), and a click on a
  // frame not yet shown reaches nothing. Approve arms only once the frame is seen uncovered.
  await expect(frame(page).getByText('Reject me')).toBeVisible()
  await expect(frame(page).locator('footer[data-armed="true"]')).toBeAttached()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('demo-sign-error')).toHaveText('User rejected the request')
  await expect(modal(page)).toBeHidden()
})

test('closing the modal while a request waits aborts it', async ({ page }) => {
  await signIn(page, uniqueEmail('abort'))
  await page.getByTestId('demo-sign-input').fill('Never approved')
  await page.getByTestId('demo-sign-button').click()
  await expect(frame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-sign-error')).toHaveText('Request was aborted')
  await expect(page.locator(EMBEDDED_FRAME)).toBeHidden()
})

test('the same e-mail in another browser asks to approve the device first, then reaches the same account', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('ida')
  const address = await signIn(page, email)

  // The server holds back any send to one address within 30 s of the last (spec §5): the code,
  // sent after the device approval, so the other browser starts 31 s after that mail arrived.
  await page.waitForTimeout(Math.max(0, (await lastMailAt(email)) + 31_000 - Date.now()))
  const other = await newPage(browser)
  const since = await startSignIn(other, email)
  await expect(modal(other).getByTestId('email-device-approval')).toContainText(
    'Approve this device',
  )
  // The visitor opens the link from the e-mail (in any browser); the code follows.
  await approveDeviceLink(browser, await readDeviceLink(email, since))
  await expect(modal(other).getByTestId('otp-input')).toBeVisible()
  await submitCode(other, await readSignInCode(email, since))
  await expect(other.getByTestId('demo-address')).toHaveText(address)
  await other.context().close()
})

test('changing the e-mail: a code to the old address, then to the new one; then sign out', async ({
  page,
}) => {
  const email = uniqueEmail('old')
  const next = uniqueEmail('new')
  await signIn(page, email)
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Change e-mail' }).click()
  const since = Date.now()
  await modal(page).getByTestId('new-email-input').fill(next)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal(page).getByText(truncateEmail(email))).toBeVisible()
  await submitCode(page, await readChangeCode(email, since))
  await expect(modal(page).getByText(truncateEmail(next))).toBeVisible()
  await submitCode(page, await readChangeCode(next, since))
  await expect(modal(page).getByTestId('account-email')).toHaveText(truncateEmail(next))

  // Sign out (Disconnect): the session ends, and a reload does not bring it back.
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  const stored = await page.evaluate(() => [
    localStorage.getItem('@portico/email'),
    localStorage.getItem('@portico/eip155:connected_connector_id'),
  ])
  expect(stored).toEqual([null, null])
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
