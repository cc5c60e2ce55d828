import { generatePrivateKey } from 'viem/accounts'
import { connectTestWallet, modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { startOwnServer } from '../support/ownServer.ts'
import { installInjectedOnlyWallet } from '../support/secondWallet.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Two real wallets in the page (the demo's test wallet and an injected one), a project whose
// remote config turns multi-wallet on (its own service process), and the ProfileWallets view.
test('multi-wallet: two wallets at once, switch between them, disconnect one', async ({ page }) => {
  const server = await startOwnServer({ features: [{ id: 'multiWallet', isEnabled: true }] })
  try {
    const first = stackInfo().accounts[0]!.address
    const second = await installInjectedOnlyWallet(page, generatePrivateKey())
    await page.goto(`/?${new URLSearchParams({ 'portico-api': server.url })}`)
    await connectTestWallet(page)
    await expect(page.getByTestId('demo-address')).toHaveText(first)

    // Add the second wallet from ProfileWallets; the first stays listed.
    const dialog = modal(page)
    await page.locator('[data-portico-connect-button]').click()
    await dialog.getByRole('button', { name: 'Wallets' }).click()
    await dialog.getByRole('button', { name: 'Add wallet' }).click()
    await dialog.getByRole('button', { name: /Browser Wallet/ }).click()
    await expect(page.getByTestId('demo-address')).toHaveText(second)

    await page.locator('[data-portico-connect-button]').click()
    await dialog.getByRole('button', { name: 'Wallets' }).click()
    const testWallet = dialog.getByRole('listitem', { name: TEST_WALLET_NAME })
    const browserWallet = dialog.getByRole('listitem', { name: /Browser Wallet/ })
    await expect(testWallet).toContainText('Active')
    await expect(browserWallet).toContainText('Connected')
    // It has no image: a browser window stands in (images.spec.ts), not a letter.
    await expect(browserWallet.locator('[data-placeholder="browserWallet"] svg')).toBeVisible()

    // Switch back without a prompt: the classes swap and the dApp follows.
    await dialog.getByRole('button', { name: `Switch to ${TEST_WALLET_NAME}` }).click()
    await expect(page.getByTestId('demo-address')).toHaveText(first)
    await expect(testWallet).toContainText('Connected')
    await expect(browserWallet).toContainText('Active')

    // Disconnecting the connected one hands over to the other.
    await dialog.getByRole('button', { name: `Disconnect ${TEST_WALLET_NAME}` }).click()
    await expect(page.getByTestId('demo-address')).toHaveText(second)
    await expect(testWallet).toHaveCount(0)
    await expect(browserWallet).toContainText('Connected')
  } finally {
    await server.stop()
  }
})
