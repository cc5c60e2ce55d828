import { expect, type Page } from '@playwright/test'
import { modal } from './demo.ts'
import { approveDeviceLink } from './deviceApproval.ts'
import { readDeviceLink, readSignInCode } from './mailbox.ts'
import { kitText } from './messages.ts'

/** The embedded wallet's frame (the secure site), where the visitor approves or rejects. */
export const EMBEDDED_FRAME = 'iframe[title="Portico embedded wallet"]'

/** Opens the demo (at `path`: its query picks options) and its Connect view; returns the modal. */
export async function openConnectView(page: Page, path = '/') {
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return modal(page)
}

/**
 * Types the e-mail in Connect and presses Continue (in the modal's `locale`); returns when it was
 * sent (for the mailbox).
 */
export async function submitEmail(page: Page, email: string, locale = 'en'): Promise<number> {
  const since = Date.now()
  await modal(page).getByTestId('email-input').fill(email)
  await modal(page)
    .getByRole('button', { name: kitText(locale)('connect.continue'), exact: true })
    .click()
  return since
}

/** Types a one-time code in the code step and presses Continue (in the modal's `locale`). */
export async function submitCode(page: Page, code: string, locale = 'en'): Promise<void> {
  await modal(page).getByTestId('otp-input').fill(code)
  await modal(page)
    .getByRole('button', { name: kitText(locale)('connect.continue'), exact: true })
    .click()
}

/**
 * The device check every new (e-mail, device, site) goes through: the modal asks to approve
 * this device, the visitor opens the link from the e-mail in another browser and presses its
 * button, and the code follows (`readSignInCode(email, since)`).
 */
export async function approveThisDevice(page: Page, email: string, since: number): Promise<void> {
  await expect(modal(page).getByTestId('email-device-approval')).toContainText(
    'Approve this device',
  )
  const browser = page.context().browser()
  if (browser === null) throw new Error('The page has no browser to open the link in')
  await approveDeviceLink(browser, await readDeviceLink(email, since))
  await expect(modal(page).getByTestId('otp-input')).toBeVisible()
}

/**
 * A whole e-mail sign-in on the demo (Connect, the device check, the code from the caught
 * e-mail); returns the embedded account's address once the demo is connected and the modal shut.
 */
export async function signInWithEmail(page: Page, email: string): Promise<`0x${string}`> {
  await openConnectView(page)
  const since = await submitEmail(page, email)
  await approveThisDevice(page, email, since)
  await submitCode(page, await readSignInCode(email, since))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(modal(page)).toBeHidden()
  return (await page.getByTestId('demo-address').textContent()) as `0x${string}`
}

/**
 * A whole e-mail sign-in on the demo as a dApp of the local Solana network only
 * (`/?networks=solana`, issue #34): the embedded wallet connects its Solana account; returns its
 * base58 address once the demo shows it on the Solana network and the modal shut.
 */
export async function signInWithEmailOnSolana(page: Page, email: string): Promise<string> {
  await openConnectView(page, '/?networks=solana')
  const since = await submitEmail(page, email)
  await approveThisDevice(page, email, since)
  await submitCode(page, await readSignInCode(email, since))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(modal(page)).toBeHidden()
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return address
}
