import { expect, type Locator, type Page } from '@playwright/test'
import { modal } from './demo.ts'
import { kitText } from './messages.ts'

/**
 * Opens the demo's Connect view and presses "Continue with Farcaster" (in the modal's
 * `locale`); returns ConnectingFarcaster's element (data-testid 'connecting-farcaster', its
 * `data-state` one of loading, waiting, connecting, expired, error).
 */
export async function startFarcasterSignIn(page: Page, locale = 'en'): Promise<Locator> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await dialog
    .getByRole('button', {
      name: kitText(locale)('connect.social.continueWith', { provider: 'Farcaster' }),
    })
    .click()
  return dialog.getByTestId('connecting-farcaster')
}

/**
 * The sign-in address ConnectingFarcaster shows, once it shows one: the "Open link" link's
 * href (the same address as the QR code's `data-value` on desktop). This is what a Farcaster
 * client scans; the scripted client takes it.
 */
export async function farcasterSignInUrl(page: Page): Promise<string> {
  const view = modal(page).getByTestId('connecting-farcaster')
  await expect(view).toHaveAttribute('data-state', 'waiting')
  const href = await view.locator('a[href]').first().getAttribute('href')
  if (!href) throw new Error('ConnectingFarcaster shows no sign-in address')
  return href
}
