import { connectTestWallet, modal, TEST_WALLET_NAME } from '../support/demo.ts'
import { faultWalletScript, hostileAnnouncementsScript } from '../support/faultWallet.ts'
import { expect, test } from '../support/test.ts'

test('a malformed directory response shows an error with retry; the modal keeps working', async ({
  page,
}) => {
  // FAULT: our server never sends malformed JSON, so this response is forged in the browser.
  await page.route('**/getWallets**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[{"id":5}' }),
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  // Installed wallets do not depend on the directory.
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await expect(dialog.getByTestId('wallets-error')).toBeVisible()
  // The service recovers; Retry loads the real list.
  await page.unroute('**/getWallets**')
  await dialog.getByRole('button', { name: /Retry|Try again/ }).click()
  await expect(dialog.getByRole('button', { name: /MetaMask/ }).first()).toBeVisible()
})

test('a wallet that answers garbage to eth_accounts gets a typed error, not a crash', async ({
  page,
}) => {
  await page.addInitScript(
    faultWalletScript({
      name: 'Garbage Wallet',
      rdns: 'test.garbage',
      accounts: ['not-an-address', 42],
      chainId: '0x7a69',
    }),
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /Garbage Wallet/ }).click()
  await expect(dialog.getByText(/invalid response/i)).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  // Back to the list, and a real wallet still connects.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('a chain id that is not a number is ignored with a warning', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.addInitScript(
    faultWalletScript({
      name: 'Odd Chain Wallet',
      rdns: 'test.oddchain',
      accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      chainId: '0x7a69',
    }),
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Odd Chain Wallet/ })
    .click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.evaluate(() =>
    (
      window as unknown as { __faultWallet: { emit(e: string, v: unknown): void } }
    ).__faultWallet.emit('chainChanged', 'banana'),
  )
  await expect.poll(() => warnings.some((text) => /invalid chainChanged/i.test(text))).toBe(true)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-chain-id')).toHaveText('31337')
})

test('corrupted local storage entries are dropped with a warning', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.addInitScript(() => {
    if (sessionStorage.getItem('corrupted')) return
    sessionStorage.setItem('corrupted', '1')
    localStorage.setItem('@portico/recent_wallets', '{not json')
    localStorage.setItem('@portico/eip155:connected_connector_id', '[1,2,3]')
    localStorage.setItem('@portico/active_namespace', '"martian"')
  })
  await page.goto('/')
  await connectTestWallet(page)
  expect(warnings.some((text) => text.includes('@portico/'))).toBe(true)
})

test('hostile EIP-6963 announcements are ignored; real wallets still listed', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(hostileAnnouncementsScript)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Evil Icon|No Provider/ })).toHaveCount(0)
  expect(errors).toEqual([])
})
