import type { Locator, Page } from '@playwright/test'

/**
 * Clicks a control that closes its own window and waits for the close.
 * The page may close while Playwright still finishes the click, which then rejects with
 * "Target page, context or browser has been closed": the close event is what counts.
 */
export async function clickToClose(page: Page, control: Locator): Promise<void> {
  const closed = page.waitForEvent('close')
  const clicked = control.click().then(
    () => undefined,
    (error: unknown) => error,
  )
  await closed
  const failure = await clicked
  if (failure !== undefined && !/has been closed/.test(String(failure))) throw failure
}
