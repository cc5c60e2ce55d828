import { expect, type Page } from '@playwright/test'

/** The test wallet the demo installs (announced by EIP-6963 and as window.ethereum). */
export const TEST_WALLET_NAME = 'Portico Test Wallet'

/** The modal, found through its shadow root (Playwright's locators pierce open shadow roots). */
export const modal = (page: Page) => page.getByRole('dialog')

/**
 * How long a WalletConnect pairing may take to show its QR code (the relay's round trips and the
 * pairing's keys): expect's default 10 s was not enough on a loaded CI run, whose QR code came
 * just after it.
 */
export const PAIRING_TIMEOUT_MS = 30_000

/** Opens the demo and connects the test wallet from the Connect view; waits until connected. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/**
 * Runs a test-wallet control in the page, as the person using the wallet would. Waits for the
 * demo to have installed the wallet (a dynamic import that can finish after the load event).
 */
export async function walletControl(page: Page, script: string): Promise<unknown> {
  await page.waitForFunction(
    () => (window as unknown as { ethereum?: { testControls?: unknown } }).ethereum?.testControls,
  )
  return page.evaluate(`(async () => { const wallet = window.ethereum.testControls; ${script} })()`)
}
