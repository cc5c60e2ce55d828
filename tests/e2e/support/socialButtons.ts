import { expect, type Locator } from '@playwright/test'

/**
 * Presses Connect's "Continue with `provider`", first revealing the providers behind "More
 * sign-in options" when it is one of them (five show at first).
 */
export async function pressSocialButton(dialog: Locator, provider: string): Promise<void> {
  await expect(dialog.getByRole('button', { name: /^Continue with / }).first()).toBeVisible()
  const button = dialog.getByRole('button', { name: `Continue with ${provider}` })
  if (!(await button.isVisible()))
    await dialog.getByRole('button', { name: 'More sign-in options' }).click()
  await button.click()
}
