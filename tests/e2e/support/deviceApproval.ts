import { type Browser, expect } from '@playwright/test'

/**
 * The visitor opens the device-approval link from the e-mail in a browser of their own and
 * presses the page's button: opening the link alone approves nothing (mail scanners and link
 * previews open it too); the button's POST does.
 */
export async function approveDeviceLink(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(link)
    await page.getByRole('button', { name: /^Approve/ }).click()
    await expect(page.getByText(/approved/i).first()).toBeVisible()
  } finally {
    await context.close()
  }
}
