import type { Page } from '@playwright/test'
import { modal } from './demo.ts'

/** The embedded wallet's frame (the secure site), where the visitor approves or rejects. */
export const EMBEDDED_FRAME = 'iframe[title="Portico embedded wallet"]'

/** Opens the demo and its Connect view; returns the modal. */
export async function openConnectView(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return modal(page)
}

/** Types the e-mail in Connect and presses Continue; returns when it was sent (for the mailbox). */
export async function submitEmail(page: Page, email: string): Promise<number> {
  const since = Date.now()
  await modal(page).getByTestId('email-input').fill(email)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  return since
}

/** Types a one-time code in the code step and presses Continue. */
export async function submitCode(page: Page, code: string): Promise<void> {
  await modal(page).getByTestId('otp-input').fill(code)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
}
