import { expect, type Locator } from '@playwright/test'
import { kitText } from './messages.ts'

/**
 * Presses Connect's "Continue with `provider`" (in the modal's `locale`), first revealing the providers behind "More
 * sign-in options" when it is one of them (five show at first).
 */
export async function pressSocialButton(
  dialog: Locator,
  provider: string,
  locale = 'en',
): Promise<void> {
  const text = kitText(locale)
  const button = dialog.getByRole('button', {
    name: text('connect.social.continueWith', { provider }),
  })
  const more = dialog.getByRole('button', { name: text('connect.social.more') })
  await expect(button.or(more).first()).toBeVisible()
  if (!(await button.isVisible())) await more.click()
  await button.click()
}
