import { expect, type Page } from '@playwright/test'
import { modal } from './demo.ts'

/**
 * From the connect button: picks `network` of another chain family and connects that family's
 * test wallet (Wallet Standard), then waits for the demo to show the network.
 *
 * @example
 * await connectFamily(page, 'Solana', stackInfo().solana.name, /Portico Solana Test Wallet/)
 */
export async function connectFamily(
  page: Page,
  family: string,
  network: string,
  wallet: RegExp,
): Promise<void> {
  await page.locator('[data-portico-connect-button]').click()
  await modal(page)
    .getByRole('button', { name: /^Network: / })
    .click()
  await modal(page)
    .getByRole('button', { name: new RegExp(`^${network}`) })
    .click()
  await modal(page)
    .getByRole('button', { name: `Connect a ${family} wallet` })
    .click()
  await modal(page).getByRole('button', { name: wallet }).click()
  await expect(page.getByTestId('demo-network')).toHaveText(network)
}
