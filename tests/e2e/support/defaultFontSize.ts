import type { Page } from '@playwright/test'

/**
 * Sets the browser's default font size for `page`, as a visitor does in Chromium's settings
 * (Appearance › Font size: 'Very large' is 24 px). CSS `medium`, and so `rem` on a page that
 * sets no root size, follow it; fixed pixel sizes do not.
 */
export async function setDefaultFontSize(page: Page, px: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  // The session stays attached for the page's life: the setting belongs to it.
  await session.send('Page.setFontSizes', { fontSizes: { standard: px } })
}
